import FileIO
import LibXLSXWriter
import Staging
package import Tabular

/// Renders a workbook to an XLSX file at the path it is given (the caller writes to a temporary
/// name and renames). Checks the sheet names before creating anything, then builds, checks and
/// writes one sheet at a time in libxlsxwriter's constant-memory mode, which streams each row
/// to the sheet's temporary file (Excel Tables too: `Worksheet.addTable`); the normal mode held
/// every cell of the workbook until it closed, about 115 bytes a cell. The file itself is written
/// only after the last sheet, so a sheet that fails its checks leaves none.
package struct XLSXWorkbookWriter: Sendable {
    /// The raw `SOURCE_DATE_EPOCH` value, or nil for the fixed epoch.
    package var sourceDateEpoch: String?

    /// A writer taking `created` from `sourceDateEpoch` (by default this process's environment).
    package init(sourceDateEpoch: String? = WorkbookTimestamp.environmentValue()) {
        self.sourceDateEpoch = sourceDateEpoch
    }

    /// How many sheets render between two `ProcessMemory.returnFreePages()`: each sheet's
    /// temporaries are freed in the rendering thread's malloc arena, where the league-season
    /// being built on another thread cannot reuse them. All the calls of a 2-league run take
    /// 0.23% of its CPU (perf).
    static let sheetsBetweenReleases = 32

    /// Writes `document` to `path`; see `write(_:to:shownAs:)` for a streamed workbook.
    @discardableResult
    package func write(_ document: WorkbookDocument, to path: String, shownAs shownPath: String? = nil) throws(WorkbookError)
        -> WorkbookWriteReport
    {
        try write(document.streamed, to: path, shownAs: shownPath)
    }

    /// Writes `workbook` to `path`, replacing any file there, building each sheet only when it is
    /// written and letting go of it after; says what it changed and each sheet's digest. Errors
    /// name `shownPath` when given (the output a temp file stands for), else `path`.
    /// Characters XML 1.0 forbids are left out and texts longer than a cell holds are cut
    /// (`TextFit`); libxlsxwriter's own messages are kept off stderr and returned (or added to
    /// the error). The temporary folder is chosen before the first row is written.
    @discardableResult
    package func write(_ workbook: StreamedWorkbook, to path: String, shownAs shownPath: String? = nil) throws(WorkbookError)
        -> WorkbookWriteReport
    {
        let sheetNames = try Self.checkNames(workbook.sheetNames)
        let created = try WorkbookTimestamp.created(sourceDateEpoch: sourceDateEpoch)
        let shown = shownPath ?? path
        do throws(RenderFailure) {
            do throws(RenderFailure) {
                return try render(workbook, sheetNames: sheetNames, created: created, to: path, scratch: nil)
            } catch let failure where failure.mayFallBack {
                return try render(workbook, sheetNames: sheetNames, created: created, to: path, scratch: FileSystem.temporaryDirectory)
            }
        } catch {
            if let invalid = error.underlying as? WorkbookError { throw invalid }
            throw (error.underlying as? XLSXError).map { Self.mapped($0, path: shown, libraryMessages: error.libraryMessages) }
                ?? .writeFailed(path: shown, detail: "\(error.underlying)" + Self.said(error.libraryMessages))
        }
    }

    /// A render that failed, with what libxlsxwriter printed before it did.
    struct RenderFailure: Error {
        let underlying: any Error
        let libraryMessages: [String]
        /// Whether the temporary folder was a memory folder that may give way to `TMPDIR`.
        let scratchFallsBack: Bool

        /// Whether writing again with another temporary folder may succeed.
        var mayFallBack: Bool {
            switch underlying as? XLSXError {
            case .temporaryFile?, .closeFailed?: scratchFallsBack
            default: false
            }
        }
    }

    /// The sheets of `workbook` written to `path`, libxlsxwriter's temporary files in `scratch`,
    /// or in the folder `WorkbookScratchFolder` chooses for them when nil.
    private func render(
        _ workbook: StreamedWorkbook, sheetNames: Set<String>, created: Int64, to path: String, scratch: String?
    ) throws(RenderFailure) -> WorkbookWriteReport {
        var book: Workbook?
        var fallsBack = false
        do {
            let folder: String
            if let scratch {
                folder = scratch
            } else {
                switch WorkbookScratchFolder.choose(for: ScratchNeed()) {
                case .success(let chosen): (folder, fallsBack) = chosen
                case .failure(let shortage):
                    throw XLSXError.temporaryFile(folder: shortage.folder, reason: shortage.error.reason, ioFailure: true)
                }
            }
            var forbidden = TextFit.forbiddenCharacters
            var cut = TextFit.cellLimit
            let properties = cut.properties(forbidden.properties(workbook.properties))
            let options = WorkbookOptions(constantMemory: true, temporaryDirectory: folder)
            let opened = try Workbook(path: path, options: options, properties: Self.properties(properties, created: created))
            book = opened
            let styles = try WorkbookStyles(opened)
            var tableNames = ExcelTableNames()
            var need = ScratchNeed()
            var digests: [SheetDigest] = []
            var linksLeftPlain: [WorkbookWriteReport.PlainNames] = []
            for (index, listed) in workbook.sheetNames.enumerated() {
                let built = workbook.sheet(at: index)
                guard built.name == listed else {
                    throw WorkbookError.invalidDocument(sheet: listed, reason: "the sheet was built as \"\(built.name)\"")
                }
                digests.append(SheetDigest(built))
                let layout = try SheetLayout(cut.sheet(forbidden.sheet(built)), sheetNames: sheetNames, tableNames: &tableNames)
                need.add(layout)
                let renderer = SheetRenderer(layout: layout, styles: styles, paper: workbook.paper)
                let plain = try opened.addWorksheet(named: layout.sheet.name) { sheet in try renderer.render(on: sheet) }
                if plain > 0 { linksLeftPlain.append(.init(sheet: layout.sheet.name, names: plain)) }
                if (index + 1) % Self.sheetsBetweenReleases == 0 { ProcessMemory.returnFreePages() }
            }
            // The rows are in the folder already; closing assembles each part there once more.
            if let shortage = WorkbookScratchFolder.shortage(in: folder, need) {
                throw XLSXError.temporaryFile(folder: shortage.folder, reason: shortage.error.reason, ioFailure: true)
            }
            try opened.close()
            // The closed workbook's cells go back to the system, as the next one allocates in
            // another thread's malloc arena.
            ProcessMemory.returnFreePages()
            return WorkbookWriteReport(
                forbiddenRemoved: forbidden.changed, cellsCut: cut.changed, libraryMessages: opened.libraryMessages, sheets: digests,
                linksLeftPlain: linksLeftPlain)
        } catch {
            throw RenderFailure(underlying: error, libraryMessages: book?.libraryMessages ?? [], scratchFallsBack: fallsBack)
        }
    }

    /// The sheet names as written (texts fitted), once each ignoring case; an invalid or
    /// repeated name, or no sheet at all, is an invalid document.
    static func checkNames(_ listed: [String]) throws(WorkbookError) -> Set<String> {
        guard !listed.isEmpty else { throw .invalidDocument(sheet: nil, reason: "a workbook needs at least one sheet") }
        var forbidden = TextFit.forbiddenCharacters
        var cut = TextFit.cellLimit
        var keys: Set<String> = []
        var names: Set<String> = []
        for name in listed.map({ cut.text(forbidden.text($0)) }) {
            if let problem = SheetNameRules.violation(of: name) {
                throw .invalidDocument(sheet: name, reason: "invalid sheet name: \(problem)")
            }
            guard keys.insert(SheetNameRules.caseKey(name)).inserted else {
                throw .invalidDocument(sheet: name, reason: "another sheet has the same name, ignoring case")
            }
            names.insert(name)
        }
        return names
    }

    private static func properties(_ properties: WorkbookProperties, created: Int64) -> DocumentProperties {
        DocumentProperties(created: created, title: properties.title, subject: properties.subject, author: properties.author)
    }

    private static func mapped(_ error: XLSXError, path: String, libraryMessages: [String]) -> WorkbookError {
        switch error {
        case .cannotCreateFile(_, let reason): .cannotCreate(path: path, reason: reason + said(libraryMessages))
        case .temporaryFile(let folder, _, let ioFailure):
            ioFailure
                ? .writeFailed(path: path, detail: error.description + said(libraryMessages))
                : .cannotCreate(path: folder, reason: error.description + said(libraryMessages))
        default: .writeFailed(path: path, detail: error.description + said(libraryMessages))
        }
    }

    /// libxlsxwriter's own lines, for the end of an error message.
    private static func said(_ libraryMessages: [String]) -> String {
        libraryMessages.isEmpty ? "" : " (libxlsxwriter: \(libraryMessages.joined(separator: " / ")))"
    }
}
