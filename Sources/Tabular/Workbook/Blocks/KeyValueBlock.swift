/// Label/value rows such as a player's profile: the label bold in the first column, the value typed beside it.
package struct KeyValueBlock: Sendable, Equatable {
    /// One row of the block.
    package struct Entry: Sendable, Equatable {
        package var label: String
        package var value: CellValue
        /// Overrides the format chosen from the value's kind.
        package var numberFormat: NumberFormat?
        /// The sheet a text value links to (a leader's team sheet), nil for plain text.
        package var linkTarget: String?

        package init(_ label: String, _ value: CellValue, numberFormat: NumberFormat? = nil, linkTarget: String? = nil) {
            self.label = label
            self.value = value
            self.numberFormat = numberFormat
            self.linkTarget = linkTarget
        }
    }

    package var entries: [Entry]

    package init(_ entries: [Entry]) {
        self.entries = entries
    }
}
