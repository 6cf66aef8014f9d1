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
    /// A local wall-clock date-time without zone (`2023-08-12 15:00:00`), such as a kickoff in the
    /// pipeline's timezone; held as seconds on that clock since 1970-01-01T00:00:00.
    case localDateTime = "local_datetime"
}

/// One named, typed column of a table, with what it means: the one declaration the header,
/// the README's table list, SQLite's column comments and the data package all read.
package struct Column: Sendable, Hashable {
    package let name: String
    package let type: ColumnType
    /// What the column holds, in a sentence; empty when nobody has said yet.
    package let description: String
    /// The unit of a measured number (`cm`, `kg`, `%`, `minutes`), if it has one.
    package let unit: String?
    /// The short header a person reads ("Pts", "GF", "Kick-off"): workbooks show it, every
    /// machine-read format keeps `name`. Unique within its table; the name when none is declared.
    package let label: String

    package init(_ name: String, _ type: ColumnType, description: String = "", unit: String? = nil, label: String? = nil) {
        self.name = name
        self.type = type
        self.description = description
        self.unit = unit
        self.label = label ?? name
    }

    package init(_ name: ColumnName, _ type: ColumnType, description: String = "", unit: String? = nil, label: String? = nil) {
        self.init(name.rawValue, type, description: description, unit: unit, label: label)
    }
}

/// Columns of one table that name rows of another (`events.fixture_id` → `fixtures.fixture_id`).
package struct ForeignKey: Sendable, Hashable {
    /// The referring columns, in this table.
    package let columns: [String]
    /// The table referred to.
    package let table: String
    /// The columns referred to in that table, aligned with `columns`.
    package let referencedColumns: [String]

    package init(_ columns: [String], references table: String, _ referencedColumns: [String]) {
        precondition(columns.count == referencedColumns.count, "foreign key: column counts differ")
        self.columns = columns
        self.table = table
        self.referencedColumns = referencedColumns
    }
}
