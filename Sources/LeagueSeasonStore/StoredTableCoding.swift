import Staging
package import Tabular

/// A table in a stored league-season: its header (columns, key, foreign keys, placement,
/// renames) and its rows in the spool's coding, so it decodes equal to the table built.
extension StoreWriter {
    package mutating func table(_ table: Table) {
        text(table.name)
        integer(table.columns.count)
        for column in table.columns {
            text(column.name)
            text(column.type.rawValue)
            text(column.description)
            optionalText(column.unit)
            text(column.label)
        }
        texts(table.key)
        integer(table.foreignKeys.count)
        for key in table.foreignKeys {
            texts(key.columns)
            text(key.table)
            texts(key.referencedColumns)
        }
        switch table.placement {
        case .shared: integer(0)
        case .perLeagueSeason(by: .leagueSeasonColumns): integer(1)
        case .perLeagueSeason(by: .fixture): integer(2)
        }
        integer(table.renames.count)
        for rename in table.renames {
            text(rename.old)
            text(rename.new)
            text(rename.since)
        }
        integer(table.rows.count)
        var rows: [UInt8] = []
        SpoolCoding.append(table.rows, to: &rows)
        raw(rows)
    }
}

extension StoreReader {
    package mutating func table() throws(Malformed) -> Table {
        let name = try text()
        var columns: [Column] = []
        for _ in 0..<(try count()) {
            let columnName = try text()
            let typeName = try text()
            guard let type = ColumnType(rawValue: typeName) else { throw Malformed(reason: "column type \(typeName)") }
            columns.append(Column(columnName, type, description: try text(), unit: try optionalText(), label: try text()))
        }
        let key = try texts()
        var foreignKeys: [ForeignKey] = []
        for _ in 0..<(try count()) {
            let columns = try texts()
            let table = try text()
            let referenced = try texts()
            guard columns.count == referenced.count else { throw Malformed(reason: "foreign key of \(name)") }
            foreignKeys.append(ForeignKey(columns, references: table, referenced))
        }
        let placement: TablePlacement
        switch try integer() {
        case 0: placement = .shared
        case 1: placement = .perLeagueSeason(by: .leagueSeasonColumns)
        case 2: placement = .perLeagueSeason(by: .fixture)
        case let other: throw Malformed(reason: "placement \(other)")
        }
        var renames: [ColumnRename] = []
        for _ in 0..<(try count()) { renames.append(ColumnRename(old: try text(), new: try text(), since: try text())) }
        let rowCount = try integer()
        let rows = try raw()
        let names = Set(columns.map(\.name))
        let named = key + foreignKeys.flatMap(\.columns) + placement.keyColumns + renames.map(\.new)
        guard rowCount >= 0, named.allSatisfy(names.contains) else { throw Malformed(reason: "header of \(name)") }
        // The entry's digest was checked before it is read: the rows are the ones written.
        return Table(
            name: name, columns: columns, key: key, foreignKeys: foreignKeys, placement: placement, renames: renames,
            rows: SpoolCoding.rows(rows, rowCount: rowCount, width: columns.count))
    }
}
