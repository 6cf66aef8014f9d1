#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LibXLSXWriter
package import Tabular

/// Renders a `WorkbookDocument` to an XLSX file at the path it is given (the caller writes to a
/// temporary name and renames). Checks the whole document before creating anything, then
/// writes sheet by sheet in libxlsxwriter's normal mode, which holds the workbook's cells until
/// it closes (about 115 bytes a cell): constant-memory mode refuses Excel Tables.
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
        let shown = shownPath ?? path
        let scratch: (path: String, fallsBack: Bool)
        switch WorkbookScratchFolder.choose(for: ScratchNeed(layouts)) {
        case .success(let chosen): scratch = chosen
        case .failure(let shortage):
            let reason = String(cString: strerror(shortage.code))
            throw Self.mapped(.temporaryFile(folder: shortage.folder, reason: reason, ioFailure: true), path: shown, libraryMessages: [])
        }
        do throws(RenderFailure) {
            let messages: [String]
            do throws(RenderFailure) {
                messages = try render(layouts, properties: document.properties, created: created, to: path, scratch: scratch.path)
            } catch let failure where scratch.fallsBack && failure.mayBeTheScratchFolder {
                messages = try render(layouts, properties: document.properties, created: created, to: path, scratch: FileSystem.temporaryDirectory)
            }
            return WorkbookWriteReport(forbiddenRemoved: forbiddenRemoved, cellsCut: cellsCut, libraryMessages: messages)
        } catch {
            throw (error.underlying as? XLSXError).map { Self.mapped($0, path: shown, libraryMessages: error.libraryMessages) }
                ?? .writeFailed(path: shown, detail: "\(error.underlying)" + Self.said(error.libraryMessages))
        }
    }

    /// A render that failed, with what libxlsxwriter printed before it did.
    struct RenderFailure: Error {
        let underlying: any Error
        let libraryMessages: [String]

        /// Whether writing again with another temporary folder may succeed.
        var mayBeTheScratchFolder: Bool {
            switch underlying as? XLSXError {
            case .temporaryFile?, .closeFailed?: true
            default: false
            }
        }
    }

    /// The planned sheets written to `path`, libxlsxwriter's temporary files in `scratch`; what
    /// the library printed.
    private func render(
        _ layouts: [SheetLayout], properties: WorkbookProperties, created: Int64, to path: String, scratch: String
    ) throws(RenderFailure) -> [String] {
        var workbook: Workbook?
        do {
            let options = WorkbookOptions(constantMemory: false, temporaryDirectory: scratch)
            let book = try Workbook(path: path, options: options, properties: Self.properties(properties, created: created))
            workbook = book
            let styles = try WorkbookStyles(book)
            for layout in layouts {
                let renderer = SheetRenderer(layout: layout, styles: styles)
                try book.addWorksheet(named: layout.sheet.name) { sheet in try renderer.render(on: sheet) }
            }
            try book.close()
            return book.libraryMessages
        } catch {
            throw RenderFailure(underlying: error, libraryMessages: workbook?.libraryMessages ?? [])
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
        var tableNames = ExcelTableNames()
        var layouts: [SheetLayout] = []
        for sheet in document.sheets { layouts.append(try SheetLayout(sheet, sheetNames: names, tableNames: &tableNames)) }
        return layouts
    }

    private static func properties(_ properties: WorkbookProperties, created: Int64) -> DocumentProperties {
        DocumentProperties(created: created, title: properties.title, subject: properties.subject, author: properties.author)
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
