/// Rows of `link | description`, for an Index of the workbook's sheets.
package struct LinkListBlock: Sendable, Equatable {
    /// One row: the link and what it leads to (for example the full name a shortened sheet name stands for).
    package struct Entry: Sendable, Equatable {
        package var link: SheetLink
        /// Shown in the second column.
        package var description: String?

        package init(_ link: SheetLink, description: String? = nil) {
            self.link = link
            self.description = description
        }
    }

    /// Bold header cells above the entries; empty for none.
    package var header: [String]
    package var entries: [Entry]

    package init(header: [String] = [], entries: [Entry]) {
        self.header = header
        self.entries = entries
    }
}
