import CivilTime
import FileIO
package import Load
package import Tabular
import Transform

/// Each exported fixture's state for the manifest, read from the built tables: status and score
/// from `fixtures`, and one digest per kind of detail over that fixture's rows (events;
/// team and player statistics; lineups). Same tables, same digests.
package enum FixtureStates {
    /// The tables whose rows make each digest, by kind.
    static let eventTables = [TableName.events.rawValue]
    static let statisticsTables = [TableName.teamMatchStats.rawValue, TableName.playerMatchStats.rawValue]
    static let lineupTables = [TableName.lineups.rawValue]
    private static let fixtureID = SharedColumn.fixtureID.rawValue

    /// One entry per row of the `fixtures` table, ascending by id; empty without that table.
    package static func states(of tables: [Table]) -> [ManifestFixture] {
        guard let fixtures = tables.first(where: { $0.name == TableName.fixtures.rawValue }),
            let idColumn = fixtures.columnIndex(fixtureID), let statusColumn = fixtures.columnIndex(FixturesColumn.status.rawValue)
        else { return [] }
        let events = rowsByFixture(tables, eventTables)
        let statistics = rowsByFixture(tables, statisticsTables)
        let lineups = rowsByFixture(tables, lineupTables)
        let home = fixtures.columnIndex(MatchSideColumns.homeGoals.rawValue)
        let away = fixtures.columnIndex(MatchSideColumns.awayGoals.rawValue)
        var states: [Int: ManifestFixture] = [:]
        for row in fixtures.rows {
            guard case .integer(let id) = row[idColumn] else { continue }
            var score: String?
            if let home, let away, case .integer(let h) = row[home], case .integer(let a) = row[away] { score = "\(h)-\(a)" }
            states[id] = ManifestFixture(
                id: id, status: text(row[statusColumn]), score: score, eventsSHA256: events[id].map(ContentDigest.sha256),
                statisticsSHA256: statistics[id].map(ContentDigest.sha256), lineupsSHA256: lineups[id].map(ContentDigest.sha256))
        }
        return states.keys.sorted().compactMap { states[$0] }
    }

    /// The bytes of every row per fixture id across `names`, table by table in the given order:
    /// the table's name and a line feed first, then per row its cells as stable text, separated
    /// by U+001F, and a line feed. Appended in place: this runs over every row of every run.
    private static func rowsByFixture(_ tables: [Table], _ names: [String]) -> [Int: [UInt8]] {
        var bytes: [Int: [UInt8]] = [:]
        for name in names {
            guard let table = tables.first(where: { $0.name == name }), let idColumn = table.columnIndex(fixtureID) else { continue }
            let opening = Array("\(name)\n".utf8)
            for row in table.rows {
                guard case .integer(let id) = row[idColumn] else { continue }
                append(row, to: &bytes[id, default: opening])
            }
        }
        return bytes
    }

    private static func append(_ row: [CellValue], to buffer: inout [UInt8]) {
        for (index, cell) in row.enumerated() {
            if index > 0 { buffer.append(0x1F) }
            switch cell {
            case .text(var value): value.withUTF8 { buffer.append(contentsOf: $0) }
            default: buffer.append(contentsOf: text(cell).utf8)
            }
        }
        buffer.append(0x0A)
    }

    /// A cell as stable text.
    private static func text(_ cell: CellValue) -> String {
        switch cell {
        case .null: ""
        case .integer(let value): String(value)
        case .decimal(let value): String(value)
        case .text(let value): value
        case .boolean(let value): value ? "true" : "false"
        case .timestamp(let value): "@\(value)"
        case .date(let value): value.isoText
        case .localDateTime(let value): "local@\(value)"
        }
    }
}
