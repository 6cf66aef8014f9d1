/// The type of a column: decides how every writer renders its cells.
package enum ColumnType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Whole numbers and ids.
    case integer
    /// Numbers with a fractional part (ratings, expected goals).
    case decimal
    case text
    case boolean
    /// An instant, held as Unix seconds; written as ISO 8601 UTC (`…Z`) or as an Excel date.
    case timestamp
    /// A calendar day (`YYYY-MM-DD`), such as a birth date.
    case date
}

/// One named, typed column of a table.
package struct Column: Sendable, Hashable {
    package let name: String
    package let type: ColumnType

    package init(_ name: String, _ type: ColumnType) {
        self.name = name
        self.type = type
    }
}
