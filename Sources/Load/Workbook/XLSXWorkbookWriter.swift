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

    /// Writes `document` to `path`, replacing any file there.
    /// Characters XML 1.0 forbids are left out (`removingForbiddenCharacters()`).
    package func write(_ document: WorkbookDocument, to path: String) throws(WorkbookError) {
        let document = document.removingForbiddenCharacters().document
        let created = try WorkbookTimestamp.created(sourceDateEpoch: sourceDateEpoch)
        let layouts = try Self.plan(document)
        do {
            let workbook = try Workbook(path: path, options: WorkbookOptions(constantMemory: true), properties: Self.properties(document.properties, created: created))
            let styles = try WorkbookStyles(workbook)
            for layout in layouts {
                let renderer = SheetRenderer(layout: layout, styles: styles)
                try workbook.addWorksheet(named: layout.sheet.name) { sheet in try renderer.render(on: sheet) }
            }
            try workbook.close()
        } catch let error as XLSXError {
            throw Self.mapped(error, path: path)
        } catch {
            throw .writeFailed(path: path, detail: "\(error)")
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

    private static func mapped(_ error: XLSXError, path: String) -> WorkbookError {
        switch error {
        case let .cannotCreateFile(_, reason): .cannotCreate(path: path, reason: reason)
        default: .writeFailed(path: path, detail: error.description)
        }
    }
}
