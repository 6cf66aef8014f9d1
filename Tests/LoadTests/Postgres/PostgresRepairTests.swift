import APIModel
import PipelineSpec
import Tabular
import TestSupport
import Testing

@testable import PostgresOutput
@testable import Staging

/// Rows that a schema of an earlier load does not fit are loaded, never dropped, against a real
/// server; reader: `psql`. A primary key the rows repeat (issue 31 item 7), a foreign key
/// the rows break (11), a TEXT column that now gets numbers (13).
@Suite(.serialized) struct PostgresRepairTests {
    static let placement = TablePlacement.perLeagueSeason(by: .fixture)
    static let stats = Table(
        name: "player_match_stats",
        columns: [
            Column(PlacementColumn.fixtureID, .integer, description: "Fixture."), Column("team_id", .integer, description: "Team."),
            Column("player_id", .integer, description: "Player."), Column("player_name", .text, description: "Name.")
        ],
        key: ["fixture_id", "team_id", "player_id"], placement: placement)
    static func row(_ player: Int, _ name: String, fixture: Int = 1) -> [CellValue] {
        [.integer(fixture), .integer(40), .integer(player), .text(name)]
    }

    /// Two substitutes sent without an id (0) in one team's list: the rows repeat the key of
    /// the table an earlier load created with it, so the key is dropped and all three rows stay.
    @Test func aRepeatedKeyAgainstAnExistingPrimaryKeyKeepsEveryRow() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("repeats")
        let held = ["player_match_stats": DeclaredKeys(primaryKey: Self.stats.key, foreignKeys: [])]
        try await PostgresGuardTests.load(
            [Self.stats.with(rows: [Self.row(7, "Salah"), Self.row(0, "Sub one")])], keys: held, into: database, on: server)
        let repeated = ["player_match_stats": DeclaredKeys(primaryKey: [], foreignKeys: [])]
        let rows = [Self.row(7, "Salah"), Self.row(0, "Sub one"), Self.row(0, "Sub two")]
        let check = try await PostgresGuardTests.load(
            [Self.stats.with(rows: rows)], keys: repeated, into: database, on: server, check: true)
        #expect(check.tables.map(\.counts) == [PostgresLoadReport.Counts(inserted: 1)])
        #expect(check.warnings.first?.text.contains("would be dropped") == true)
        let report = try await PostgresGuardTests.load([Self.stats.with(rows: rows)], keys: repeated, into: database, on: server)
        #expect(report.warnings.map(\.code) == ["postgres_constraint_dropped"])
        #expect(report.warnings.first?.text.contains("(1,40,0)") == true, "\(report.warnings)")
        let stored = try server.psql("SELECT player_id, player_name FROM football.player_match_stats ORDER BY 2", database: database)
        #expect(stored == "7\tSalah\n0\tSub one\n0\tSub two\n")
        let again = try await PostgresGuardTests.load([Self.stats.with(rows: rows)], keys: repeated, into: database, on: server)
        #expect(again.tables.map(\.counts) == [PostgresLoadReport.Counts()], "the merge of whole rows is stable")
    }

    /// Events of fixture 2, which the fixture list lacks: the foreign key an earlier load
    /// declared is dropped with a warning naming the row, and every row loads.
    @Test func aRowBreakingAForeignKeyDropsTheKeyNotTheRow() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("orphans")
        let fixtures = Table(
            name: TableName.fixtures.rawValue, columns: [Column(PlacementColumn.fixtureID, .integer, description: "Fixture.")],
            key: ["fixture_id"],
            placement: Self.placement, rows: [[.integer(1)]])
        let events = Table(
            name: "events",
            columns: [Column(PlacementColumn.fixtureID, .integer, description: "Fixture."), Column("seq", .integer, description: "Seq.")],
            key: ["fixture_id", "seq"], placement: Self.placement)
        let reference = ForeignKey(["fixture_id"], references: "fixtures", ["fixture_id"])
        var keys = [
            "fixtures": DeclaredKeys(primaryKey: ["fixture_id"], foreignKeys: []),
            "events": DeclaredKeys(primaryKey: ["fixture_id", "seq"], foreignKeys: [reference])
        ]
        try await PostgresGuardTests.load(
            [fixtures, events.with(rows: [[.integer(1), .integer(1)]])], keys: keys, into: database, on: server)
        #expect(try server.psql("SELECT count(*) FROM pg_constraint WHERE contype = 'f'", database: database) == "1\n")
        keys["events"] = DeclaredKeys(primaryKey: ["fixture_id", "seq"], foreignKeys: [])
        let orphan = events.with(rows: [[.integer(1), .integer(1)], [.integer(2), .integer(1)]])
        let report = try await PostgresGuardTests.load([fixtures, orphan], keys: keys, into: database, on: server)
        #expect(report.warnings.map(\.code) == ["postgres_constraint_dropped"])
        #expect(report.warnings.first?.text.contains("(fixture_id) = (2)") == true, "\(report.warnings)")
        #expect(try server.psql("SELECT fixture_id, seq FROM football.events ORDER BY 1", database: database) == "1\t1\n2\t1\n")
        #expect(try server.psql("SELECT count(*) FROM pg_constraint WHERE contype = 'f'", database: database) == "0\n")
    }

    /// Tables a load creates take their rows by COPY with nothing to merge; their foreign keys
    /// are declared after every table holds its rows. A key the first load's rows break is left
    /// out with the same warning (every row kept), and a new child table declares its key against
    /// a parent an earlier load created, once the parent's rows of this load are merged.
    @Test func tablesCreatedByTheLoadDeclareTheKeysTheirRowsHold() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("created")
        let fixtures = Table(
            name: TableName.fixtures.rawValue, columns: [Column(PlacementColumn.fixtureID, .integer, description: "Fixture.")],
            key: ["fixture_id"],
            placement: Self.placement)
        let events = Table(
            name: "events",
            columns: [Column(PlacementColumn.fixtureID, .integer, description: "Fixture."), Column("seq", .integer, description: "Seq.")],
            key: ["fixture_id", "seq"], placement: Self.placement)
        let reference = ForeignKey(["fixture_id"], references: "fixtures", ["fixture_id"])
        let keys = [
            "fixtures": DeclaredKeys(primaryKey: ["fixture_id"], foreignKeys: []),
            "events": DeclaredKeys(primaryKey: ["fixture_id", "seq"], foreignKeys: [reference])
        ]
        let orphan = try await PostgresGuardTests.load(
            [fixtures.with(rows: [[.integer(1)]]), events.with(rows: [[.integer(1), .integer(1)], [.integer(2), .integer(1)]])],
            keys: keys, into: database, on: server)
        #expect(orphan.warnings.map(\.code) == ["postgres_constraint_dropped"])
        #expect(orphan.warnings.first?.text.contains("(fixture_id) = (2)") == true, "\(orphan.warnings)")
        #expect(orphan.tables.map(\.counts) == [PostgresLoadReport.Counts(inserted: 1), PostgresLoadReport.Counts(inserted: 2)])
        #expect(try server.psql("SELECT fixture_id, seq FROM football.events ORDER BY 1", database: database) == "1\t1\n2\t1\n")
        #expect(try server.psql("SELECT count(*) FROM pg_constraint WHERE contype = 'f'", database: database) == "0\n")

        let later = try server.createDatabase("later")
        try await PostgresGuardTests.load([fixtures.with(rows: [[.integer(1)]])], keys: keys, into: later, on: server)
        let report = try await PostgresGuardTests.load(
            [fixtures.with(rows: [[.integer(1)], [.integer(2)]]), events.with(rows: [[.integer(2), .integer(1)]])],
            keys: keys, into: later, on: server)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.tables.map(\.counts) == [PostgresLoadReport.Counts(inserted: 1), PostgresLoadReport.Counts(inserted: 1)])
        #expect(try server.psql("SELECT conname FROM pg_constraint WHERE contype = 'f'", database: later) == "events_fk1\n")
    }

    /// An unknown statistic that was text ("N/A") in an earlier load and is a number now.
    @Test func numbersGoIntoAnExistingTextColumnAsText() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("mystery")
        let key = DeclaredKeys(primaryKey: ["fixture_id"], foreignKeys: [])
        let text = Table(
            name: "team_match_stats",
            columns: [Column(PlacementColumn.fixtureID, .integer, description: "F."), Column("mystery", .text, description: "M.")],
            key: ["fixture_id"], placement: Self.placement, rows: [[.integer(1), .text("N/A")]])
        try await PostgresGuardTests.load([text], keys: ["team_match_stats": key], into: database, on: server)
        let number = Table(
            name: "team_match_stats",
            columns: [Column(PlacementColumn.fixtureID, .integer, description: "F."), Column("mystery", .decimal, description: "M.")],
            key: ["fixture_id"], placement: Self.placement, rows: [[.integer(1), .decimal(2.5)], [.integer(2), .decimal(7)]])
        let report = try await PostgresGuardTests.load([number], keys: ["team_match_stats": key], into: database, on: server)
        #expect(report.warnings.map(\.code) == ["postgres_text_column"])
        let stored = try server.psql("SELECT fixture_id, mystery FROM football.team_match_stats ORDER BY 1", database: database)
        #expect(stored == "1\t2.5\n2\t7\n")
        let type = try server.psql("SELECT data_type FROM information_schema.columns WHERE column_name = 'mystery'", database: database)
        #expect(type == "text\n")
    }
}
