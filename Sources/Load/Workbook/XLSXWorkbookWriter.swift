import LibXLSXWriter
package import Tabular

/// Renders a `WorkbookDocument` to an XLSX file at the path it is given (the caller writes to a
/// temporary name and renames). Checks the whole document before creating anything, then
/// writes sheet by sheet, row by row, in libxlsxwriter's constant-memory mode.
package struct XLSXWorkbookWriter: Sendable {
    /// The raw `SOURCE_DATE_EPOCH` value, or nil for the fixed epoch.
    package var sourceDateEpoch: String?

    /// A writer taking `created` from `sourceDateEpoch` (by default this process's environment).
    package init(sourceDateEpoch: String? = WorkbookTimestamp.environmentValue()) {
        self.sourceDateEpoch = sourceDateEpoch
    }

    /// Writes `document` to `path`, replacing any file there, and says what it changed. Errors
    /// name `shownPath` when given (the output a temp file stands for), else `path`.
    /// Characters XML 1.0 forbids are left out and texts longer than a cell holds are cut
    /// (`WorkbookDocument+Texts`); libxlsxwriter's own messages are kept off stderr and returned
    /// (or added to the error).
    @discardableResult
    package func write(_ document: WorkbookDocument, to path: String, shownAs shownPath: String? = nil) throws(WorkbookError) -> WorkbookWriteReport {
        let (clean, forbiddenRemoved) = document.removingForbiddenCharacters()
        let (document, cellsCut) = clean.cuttingToCellLimit()
        let created = try WorkbookTimestamp.created(sourceDateEpoch: sourceDateEpoch)
        let layouts = try Self.plan(document)
        var workbook: Workbook?
        do {
            // libxlsxwriter's own default folder ignores TMPDIR; the run's scratch files follow it.
            let options = WorkbookOptions(constantMemory: true, temporaryDirectory: FileSystem.temporaryDirectory)
            let book = try Workbook(path: path, options: options, properties: Self.properties(document.properties, created: created))
            workbook = book
            let styles = try WorkbookStyles(book)
            for layout in layouts {
                let renderer = SheetRenderer(layout: layout, styles: styles)
                try book.addWorksheet(named: layout.sheet.name) { sheet in try renderer.render(on: sheet) }
            }
            try book.close()
            return WorkbookWriteReport(forbiddenRemoved: forbiddenRemoved, cellsCut: cellsCut, libraryMessages: book.libraryMessages)
        } catch let error as XLSXError {
            throw Self.mapped(error, path: shownPath ?? path, libraryMessages: workbook?.libraryMessages ?? [])
        } catch {
            throw .writeFailed(path: shownPath ?? path, detail: "\(error)" + Self.said(workbook?.libraryMessages ?? []))
        }
    }

    /// Checks names and references and places every block.
    static func plan(_ document: WorkbookDocument) throws(WorkbookError) -> [SheetLayout] {
        guard !document.sheets.isEmpty else { throw .invalidDocument(sheet: nil, reason: "a workbook needs at least one sheet") }
        var keys: Set<String> = []
        for sheet in document.sheets {
            if let problem = SheetNameRules.violation(of: sheet.name) {
                throw .invalidDocument(sheet: sheet.name, reason: "invalid sheet name: \(problem)")
            }
            guard keys.insert(SheetNameRules.caseKey(sheet.name)).inserted else {
                throw .invalidDocument(sheet: sheet.name, reason: "another sheet has the same name, ignoring case")
            }
        }
        let names = Set(document.sheets.map(\.name))
        var layouts: [SheetLayout] = []
        for sheet in document.sheets { layouts.append(try SheetLayout(sheet, sheetNames: names)) }
        return layouts
    }

    private static func properties(_ properties: WorkbookProperties, created: Int64) -> DocumentProperties {
        DocumentProperties(
            created: created, title: properties.title, subject: properties.subject, author: properties.author,
            company: properties.company, comments: properties.comments, keywords: properties.keywords)
    }

    private static func mapped(_ error: XLSXError, path: String, libraryMessages: [String]) -> WorkbookError {
        switch error {
        case let .cannotCreateFile(_, reason): .cannotCreate(path: path, reason: reason + said(libraryMessages))
        case let .temporaryFile(folder, _, ioFailure):
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
