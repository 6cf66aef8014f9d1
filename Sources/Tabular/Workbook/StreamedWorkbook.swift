/// A workbook handed over one sheet at a time, so that a renderer holds one sheet's cells at
/// once besides its own: the properties and every sheet's name up front (links and the Index
/// need them), each sheet built only when asked. Asking again builds the sheet again (a renderer
/// that starts over in another temporary folder).
package struct StreamedWorkbook: Sendable {
    package var properties: WorkbookProperties
    /// In tab order: sheet `i` is named `sheetNames[i]`.
    package let sheetNames: [String]
    /// What every sheet prints on.
    package var paper: Paper
    private let make: @Sendable (Int) -> Sheet

    package init(
        properties: WorkbookProperties = .init(), sheetNames: [String], paper: Paper = .a4, sheet: @escaping @Sendable (Int) -> Sheet
    ) {
        self.properties = properties
        self.paper = paper
        self.sheetNames = sheetNames
        self.make = sheet
    }

    /// Builds the sheet at `index` (of `sheetNames`).
    package func sheet(at index: Int) -> Sheet {
        make(index)
    }

    /// Every sheet built and held at once (for tests and small workbooks).
    package var document: WorkbookDocument {
        WorkbookDocument(properties: properties, sheets: sheetNames.indices.map(sheet(at:)), paper: paper)
    }
}

extension WorkbookDocument {
    /// The document's sheets, handed over one at a time.
    package var streamed: StreamedWorkbook {
        let sheets = sheets
        return StreamedWorkbook(properties: properties, sheetNames: sheets.map(\.name), paper: paper) { sheets[$0] }
    }
}
