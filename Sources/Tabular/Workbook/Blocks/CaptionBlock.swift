/// A sheet's title row: `[link] text`, with the text large and bold.
package struct CaptionBlock: Sendable, Equatable {
    package var text: String
    /// Shown in the first column, before the text.
    package var link: SheetLink?

    package init(_ text: String, link: SheetLink? = nil) {
        self.text = text
        self.link = link
    }
}

/// A link to the top-left cell of another sheet of the same workbook.
package struct SheetLink: Sendable, Equatable {
    /// What the cell shows.
    package var text: String
    /// The target sheet's exact name.
    package var targetSheet: String

    package init(text: String, targetSheet: String) {
        self.text = text
        self.targetSheet = targetSheet
    }
}
