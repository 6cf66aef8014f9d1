/// A typed table: ordered columns and rows in their final order. What Transform hands to Load.
package struct Table: Sendable, Equatable {
    /// File-safe snake_case name (`player_match_stats`); writers name files after it.
    package let name: String
    package let columns: [Column]
    /// Names of the columns that identify a row (`fixture_id`, `seq`); used to report changes.
    package let key: [String]
    /// Columns that refer to rows of other tables; writers that can declare them do.
    package let foreignKeys: [ForeignKey]
    /// Whether the rows belong to the whole run or to one league-season each.
    package private(set) var placement: TablePlacement
    /// The columns renamed since earlier versions, oldest first; database sinks apply them.
    package let renames: [ColumnRename]
    package private(set) var rows: [[CellValue]]

    package init(
        name: String, columns: [Column], key: [String], foreignKeys: [ForeignKey] = [], placement: TablePlacement = .shared,
        renames: [ColumnRename] = [], rows: [[CellValue]] = []
    ) {
        precondition(key.allSatisfy { k in columns.contains { $0.name == k } }, "table \(name): key column missing")
        precondition(Set(columns.map(\.name)).count == columns.count, "table \(name): two columns of one name (`DataColumnName`)")
        precondition(
            foreignKeys.allSatisfy { $0.columns.allSatisfy { k in columns.contains { $0.name == k } } },
            "table \(name): foreign key column missing")
        precondition(
            placement.keyColumns.allSatisfy { k in columns.contains { $0.name == k } },
            "table \(name): placement column missing")
        precondition(renames.allSatisfy { r in columns.contains { $0.name == r.new } }, "table \(name): renamed column missing")
        self.name = name
        self.columns = columns
        self.key = key
        self.foreignKeys = foreignKeys
        self.placement = placement
        self.renames = renames
        self.rows = []
        self.rows.reserveCapacity(rows.count)
        for row in rows { append(row) }
    }

    /// Adds a row; its width must match the columns.
    package mutating func append(_ row: [CellValue]) {
        precondition(row.count == columns.count, "table \(name): row has \(row.count) cells for \(columns.count) columns")
        rows.append(row)
    }

    /// This table placed as `placement` (the table catalog stamps its declaration on what a builder made).
    package func placed(_ placement: TablePlacement) -> Table {
        precondition(placement.keyColumns.allSatisfy { columnIndex($0) != nil }, "table \(name): placement column missing")
        var table = self
        table.placement = placement
        return table
    }

    /// The position of a column by name.
    package func columnIndex(_ name: String) -> Int? {
        columns.firstIndex { $0.name == name }
    }

    /// The position of the column `name`, if the table has it.
    package func columnIndex(_ name: ColumnName) -> Int? {
        columnIndex(name.rawValue)
    }
}
