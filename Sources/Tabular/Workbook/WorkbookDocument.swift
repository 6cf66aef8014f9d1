/// A spreadsheet workbook as plain data: ordered sheets and document properties. Knows no file
/// path and no format library; Transform builds it, a Load renderer writes it.
package struct WorkbookDocument: Sendable, Equatable {
    package var properties: WorkbookProperties
    /// In tab order.
    package var sheets: [Sheet]
    /// What every sheet prints on.
    package var paper: Paper

    package init(properties: WorkbookProperties = .init(), sheets: [Sheet] = [], paper: Paper = .a4) {
        self.properties = properties
        self.sheets = sheets
        self.paper = paper
    }
}

/// Document properties shown in the spreadsheet's file information (title, subject, author).
/// There is deliberately no creation time: the renderer takes it from `SOURCE_DATE_EPOCH` or a
/// fixed epoch.
package struct WorkbookProperties: Sendable, Equatable {
    package var title: String?
    package var subject: String?
    package var author: String?

    package init(title: String? = nil, subject: String? = nil, author: String? = nil) {
        self.title = title
        self.subject = subject
        self.author = author
    }
}
