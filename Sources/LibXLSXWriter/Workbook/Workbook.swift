import CXLSXWriter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An XLSX file being built. Owns the libxlsxwriter workbook and everything it makes (formats,
/// charts); lends worksheets only inside `addWorksheet`'s closure. Nothing reaches the disk until
/// `close()`; a workbook dropped without closing is freed and writes no file.
package final class Workbook {
    /// Where `close()` writes the file.
    package let path: String
    /// As created; `close(temporaryDirectory:)` changes the folder.
    package private(set) var options: WorkbookOptions

    /// Nil once closed: `workbook_close` frees the workbook on success and on failure alike.
    private var handle: UnsafeMutablePointer<lxw_workbook>?
    private var worksheets: [UnsafeMutablePointer<lxw_worksheet>] = []
    private var formats: [UnsafeMutablePointer<lxw_format>] = []
    private var formatIndex: [CellStyle: Int] = [:]
    /// The C copy of `options.temporaryDirectory`, kept for the workbook's life and freed after it.
    private let temporaryDirectory: UnsafeMutablePointer<CChar>?
    /// What libxlsxwriter printed during this workbook's calls (`call`).
    private let printed = LibraryMessages.Sink()
    /// Bench-only record of the calls made (`FOOTBALL_ETL_XLSX_REPLAY`).
    let replay: CallReplay?

    /// The lines libxlsxwriter printed while building this workbook, in order: its own
    /// `[ERROR]`/`[WARNING]` text, kept off stderr so the caller can report it.
    package var libraryMessages: [String] { printed.lines }

    /// Prepares a workbook for `path` with fixed document properties (including `created`).
    package init(path: String, options: WorkbookOptions = .init(), properties: DocumentProperties) throws(XLSXError) {
        self.path = path
        self.options = options
        try OutputLocation.checkWritable(path)
        var cOptions = lxw_workbook_options()
        cOptions.constant_memory = options.constantMemory ? 1 : 0
        cOptions.use_zip64 = options.zip64 ? 1 : 0
        temporaryDirectory = options.temporaryDirectory.flatMap { strdup($0) }
        cOptions.tmpdir = temporaryDirectory
        guard let handle = LibraryMessages.capture(into: printed, { workbook_new_opt(path, &cOptions) }) else {
            free(temporaryDirectory)
            throw .workbook(path: path, operation: "create", reason: Self.reason(LXW_ERROR_MEMORY_MALLOC_FAILED))
        }
        self.handle = handle
        replay = CallReplay.forWorkbook(at: path)
        try setProperties(properties)
    }

    deinit {
        if let handle {
            for worksheet in worksheets { fe_worksheet_release_tmpfile(worksheet) }
            lxw_workbook_free(handle)
        }
        free(temporaryDirectory)
    }

    /// Adds a sheet and lends it to `body`; the worksheet cannot outlive the call. Throws
    /// `XLSXError` for the sheet itself and whatever `body` throws (untyped: Swift infers
    /// `any Error` for closures, so a typed parameter would force annotations on every caller).
    package func addWorksheet<Result>(
        named name: String,
        _ body: (borrowing Worksheet) throws -> Result
    ) throws -> Result {
        let handle = try openHandle(operation: "add worksheet \"\(name)\"")
        try validateSheetName(name)
        if options.constantMemory {
            try OpenFileLimit.ensureRoom(forSheets: worksheets.count + 1)
        }
        errno = 0
        guard let sheet = call({ workbook_add_worksheet(handle, name) }) else {
            // In constant-memory mode each sheet opens its temporary file here.
            if options.constantMemory, errno != 0 { throw temporaryFileError(errno) }
            throw XLSXError.workbook(
                path: path, operation: "add worksheet \"\(name)\"", reason: Self.reason(LXW_ERROR_MEMORY_MALLOC_FAILED))
        }
        worksheets.append(sheet)
        replay?.record("S", .text(name))
        // The sheet cannot be reached once `body` returns, so a streamed sheet's row buffer goes.
        defer { if options.constantMemory { fe_worksheet_finish_streamed(sheet) } }
        return try body(Worksheet(handle: sheet, name: name, workbook: self))
    }

    /// Assembles and writes the file with its temporary files in `folder` instead of the one
    /// the options named: in normal mode nothing is written there before closing, so a caller
    /// may choose the folder once it knows how much the sheets hold.
    package func close(temporaryDirectory folder: String) throws(XLSXError) {
        let handle = try openHandle(operation: "close")
        // libxlsxwriter keeps its own copy of the option and frees it with the workbook.
        free(handle.pointee.options.tmpdir)
        handle.pointee.options.tmpdir = strdup(folder)
        options.temporaryDirectory = folder
        try close()
    }

    /// Assembles and writes the file. Frees the workbook whatever the outcome.
    package func close() throws(XLSXError) {
        let handle = try openHandle(operation: "close")
        // Rows written to a sheet's temporary file are checked here: libxlsxwriter never is.
        if let failed = worksheets.lazy.map({ fe_worksheet_tmpfile_error($0) }).first(where: { $0 != 0 }) {
            throw temporaryFileError(failed)
        }
        replay?.record("X")
        self.handle = nil
        worksheets.removeAll()
        formats.removeAll()
        errno = 0
        let code = call { workbook_close(handle) }
        let systemReason = Self.setsErrno(code) && errno != 0 ? " (\(String(cString: strerror(errno))))" : ""
        switch code {
        case LXW_NO_ERROR:
            return
        case LXW_ERROR_CREATING_XLSX_FILE:
            throw .cannotCreateFile(path: path, reason: Self.reason(code) + systemReason)
        case LXW_ERROR_CREATING_TMPFILE:
            throw temporaryFileError(errno)
        default:
            throw .closeFailed(path: path, reason: Self.reason(code) + systemReason)
        }
    }

    /// The format for `style`, made once per distinct style in first-use order.
    package func format(_ style: CellStyle) throws(XLSXError) -> Format {
        if let index = formatIndex[style] { return Format(owner: ObjectIdentifier(self), index: index) }
        let handle = try openHandle(operation: "add format")
        guard let format = call({ workbook_add_format(handle) }) else {
            throw .workbook(path: path, operation: "add format", reason: Self.reason(LXW_ERROR_MEMORY_MALLOC_FAILED))
        }
        style.apply(to: format)
        replay?.record(
            "F", .text(style.numberFormat), .int(style.bold ? 1 : 0), .double(style.fontSize ?? 0),
            .int(style.fontColor.map { Int($0) } ?? -1),
            .int(style.wrap ? 1 : 0), .int(style.thinBorder ? 1 : 0), .int(style.fillColor.map { Int($0) } ?? -1),
            .int(style.alignment.map { [.left: 1, .center: 2, .right: 3][$0] ?? 0 } ?? 0), .int(style.hyperlink ? 1 : 0))
        formats.append(format)
        formatIndex[style] = formats.count - 1
        return Format(owner: ObjectIdentifier(self), index: formats.count - 1)
    }

    /// The C format behind a `Format` made by this workbook.
    func cFormat(_ format: Format?) -> UnsafeMutablePointer<lxw_format>? {
        guard let format else { return nil }
        precondition(format.owner == ObjectIdentifier(self), "format made by another workbook")
        return formats[format.index]
    }

    /// A new chart owned by the workbook, for a worksheet to insert.
    func addChart(type: lxw_chart_type, sheet: String) throws(XLSXError) -> UnsafeMutablePointer<lxw_chart> {
        let handle = try openHandle(operation: "add chart")
        guard let chart = call({ workbook_add_chart(handle, UInt8(type.rawValue)) }) else {
            throw .sheet(sheet: sheet, operation: "add chart", reason: Self.reason(LXW_ERROR_MEMORY_MALLOC_FAILED))
        }
        return chart
    }

    /// Runs one call into libxlsxwriter, keeping what it prints in `libraryMessages`.
    func call<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try LibraryMessages.capture(into: printed, body)
    }

    /// The live C workbook, or an error naming `operation` once closed.
    func openHandle(operation: String) throws(XLSXError) -> UnsafeMutablePointer<lxw_workbook> {
        guard let handle else { throw .workbook(path: path, operation: operation, reason: "the workbook is already closed") }
        return handle
    }

    /// The error for a temporary file that failed with `code` (an errno value).
    private func temporaryFileError(_ code: Int32) -> XLSXError {
        let reason = code == 0 ? Self.reason(LXW_ERROR_CREATING_TMPFILE) : String(cString: strerror(code))
        return .temporaryFile(
            folder: options.temporaryDirectory ?? "/tmp", reason: reason, ioFailure: [ENOSPC, EDQUOT, EFBIG, EIO].contains(code))
    }

    /// Whether libxlsxwriter leaves the system's reason in errno for this code.
    private static func setsErrno(_ code: lxw_error) -> Bool {
        [
            LXW_ERROR_CREATING_XLSX_FILE, LXW_ERROR_CREATING_TMPFILE, LXW_ERROR_ZIP_FILE_OPERATION,
            LXW_ERROR_ZIP_PARAMETER_ERROR, LXW_ERROR_ZIP_BAD_ZIP_FILE, LXW_ERROR_ZIP_INTERNAL_ERROR
        ].contains(code)
    }

    /// libxlsxwriter's text for an error code.
    static func reason(_ code: lxw_error) -> String {
        String(cString: lxw_strerror(code))
    }
}
