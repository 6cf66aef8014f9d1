/// Everything that can go wrong while building an XLSX file, with the place it went wrong.
package enum XLSXError: Error, Equatable, Sendable {
    /// The output file or its folder cannot be created or written.
    case cannotCreateFile(path: String, reason: String)
    /// A sheet name Excel would reject.
    case invalidSheetName(name: String, reason: String)
    /// Writing one cell failed; `cell` is in A1 notation.
    case cell(sheet: String, cell: String, reason: String)
    /// A sheet-level operation (column width, row, autofilter, chart) failed.
    case sheet(sheet: String, operation: String, reason: String)
    /// A workbook-level operation (properties, format, worksheet) failed.
    case workbook(path: String, operation: String, reason: String)
    /// Assembling or writing the file failed when the workbook was closed.
    case closeFailed(path: String, reason: String)
    /// A temporary file could not be made or written in `folder`; `ioFailure` when the disk or a
    /// quota was full, the file outgrew its limit or the device failed (rather than a refusal).
    case temporaryFile(folder: String, reason: String, ioFailure: Bool)
    /// Constant-memory mode keeps one temporary file open per sheet and the process may not open that many.
    case openFileLimit(sheets: Int, limit: Int)
}

extension XLSXError: CustomStringConvertible {
    /// One line saying where it failed, why, and what to do.
    package var description: String {
        switch self {
        case .cannotCreateFile(let path, let reason):
            "cannot create workbook \(path): \(reason); check that the folder exists and is writable"
        case .invalidSheetName(let name, let reason):
            "invalid sheet name \"\(name)\": \(reason)"
        case .cell(let sheet, let cell, let reason):
            "sheet \"\(sheet)\" cell \(cell): \(reason)"
        case .sheet(let sheet, let operation, let reason):
            "sheet \"\(sheet)\": \(operation) failed: \(reason)"
        case .workbook(let path, let operation, let reason):
            "workbook \(path): \(operation) failed: \(reason)"
        case .closeFailed(let path, let reason):
            "cannot write workbook \(path): \(reason); check free disk space and the temp folder"
        case .temporaryFile(let folder, let reason, _):
            "cannot write a temporary file of the workbook in \(folder) (TMPDIR, else /tmp): \(reason); "
                + "check that folder's free space and permissions, or point TMPDIR at another folder"
        case .openFileLimit(let sheets, let limit):
            "a workbook of \(sheets) sheets needs more open files than the limit of \(limit); raise it (ulimit -n)"
        }
    }
}
