import APIModel
import PipelineSpec
import Tabular
import TestSupport
import Testing

@testable import PostgresOutput
@testable import Staging

/// `PostgresSink` on its own against a real server (`PostgresServer`); reader: `psql`.
@Suite(.serialized) struct PostgresSinkTests {
    static let columns = [
        Column(PlacementColumn.leagueID, .integer, description: "League."),
        Column(PlacementColumn.season, .integer, description: "Season."),
        Column("team_id", .integer, description: "Team."), Column("group_name", .text, description: "Group.")
    ]
    static let table = Table(
        name: "standings", columns: columns, key: ["league_id", "season", "team_id"], placement: .perLeagueSeason(by: .leagueSeasonColumns))
    static let keys = DeclaredKeys(primaryKey: ["league_id", "season", "team_id"], foreignKeys: [])

    /// Loads `rows` of league-season 39/2024 into `database` and returns the report.
    static func load(
        _ rows: [[CellValue]], server: PostgresServer, database: String, header: Table = table
    ) async throws -> PostgresLoadReport {
        let leagueSeason = LeagueSeason(league: 39, season: 2024)
        let spec = try PostgresSpec(url: server.url(database: database), schema: "football")
        let sink = PostgresSink(spec: spec, pipelineName: "sink-test", retryPauses: [])
        let tables = try RunTables(catalogOrder: [header.name])
        try tables.receive(LeagueSeasonTables(leagueSeason: leagueSeason, index: 0, tables: [header.with(rows: rows)]))
        let run = SinkRun(
            tables: tables, leagueSeasons: [leagueSeason], check: false, keys: [header.name: keys],
            manifestSHA256: String(repeating: "0", count: 64))
        return try await sink.finish(run)
    }

    static func row(_ season: Int, _ team: Int, _ group: String) -> [CellValue] {
        [.integer(39), .integer(season), .integer(team), .text(group)]
    }

    @Test func aRunReplacesItsLeagueSeasonsRowsAndLeavesTheOthers() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("seasons")
        _ = try await Self.load([Self.row(2024, 1, "A"), Self.row(2024, 2, "B")], server: server, database: database)
        _ = try server.psql("INSERT INTO football.standings VALUES (39, 2023, 1, 'old'), (39, 2023, 7, 'old')", database: database)
        let report = try await Self.load([Self.row(2024, 1, "C"), Self.row(2024, 3, "D")], server: server, database: database)
        #expect(report.tables.map(\.counts) == [PostgresLoadReport.Counts(inserted: 1, updated: 1, deleted: 1)])
        let rows = try server.psql("SELECT season, team_id, group_name FROM football.standings ORDER BY 1, 2", database: database)
        #expect(rows == "2023\t1\told\n2023\t7\told\n2024\t1\tC\n2024\t3\tD\n")
    }

    @Test func aColumnRenamedInTheCatalogIsRenamedNotAdded() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("renames")
        _ = try server.psql(
            """
            CREATE SCHEMA football;
            CREATE TABLE football.standings (league_id BIGINT, season BIGINT, team_id BIGINT, "group" TEXT, PRIMARY KEY (league_id, \
            season, team_id));
            COMMENT ON TABLE football.standings IS 'football-etl table standings: key (league_id, season, team_id)';
            INSERT INTO football.standings VALUES (39, 2024, 1, 'A')
            """, database: database)
        let report = try await Self.load(
            [Self.row(2024, 1, "A")], server: server, database: database,
            header: Table(
                name: "standings", columns: Self.columns, key: Self.table.key, placement: Self.table.placement,
                renames: [ColumnRename(old: "group", new: "group_name", since: "0.2.0")]))
        #expect(report.schemaChanges == ["standings: column group renamed to group_name"])
        #expect(report.tables.map(\.counts) == [PostgresLoadReport.Counts()], "the renamed column kept its values")
        let columns = try server.psql(
            "SELECT column_name FROM information_schema.columns WHERE table_name = 'standings' ORDER BY ordinal_position",
            database: database)
        #expect(columns == "league_id\nseason\nteam_id\ngroup_name\n")
    }

    /// As a `TableSink`: a shared table handed once and a per-league-season table handed per
    /// league-season (the second bringing a column the first lacked) land in one load, in the
    /// table catalog's order whatever order they came in, the earlier league-season's rows
    /// empty in the new column, and the load history names both league-seasons.
    @Test func sharedAndEachLeagueSeasonsTablesLoadTogetherWithTheTablesFinalColumns() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("sink")
        let leagues = Table(
            name: "leagues",
            columns: [Column(PlacementColumn.leagueID, .integer, description: "League."), Column("name", .text, description: "Name.")],
            key: ["league_id"], rows: [[.integer(39), .text("Premier League")]])
        let first = LeagueSeason(league: 39, season: 2023)
        let second = LeagueSeason(league: 39, season: 2024)
        let withPoints = Table(
            name: "standings", columns: Self.columns + [Column("points", .integer, description: "Points.")], key: Self.table.key,
            placement: Self.table.placement, rows: [Self.row(2024, 1, "A") + [.integer(3)]])
        let spec = try PostgresSpec(url: server.url(database: database), schema: "football")
        let sink = PostgresSink(spec: spec, pipelineName: "sink-test", retryPauses: [])
        let tables = try RunTables(catalogOrder: ["standings", "leagues"])
        tables.receiveShared([leagues])
        try tables.receive(LeagueSeasonTables(leagueSeason: first, index: 0, tables: [Self.table.with(rows: [Self.row(2023, 1, "A")])]))
        try tables.receive(LeagueSeasonTables(leagueSeason: second, index: 1, tables: [withPoints]))
        let keys = ["leagues": DeclaredKeys(primaryKey: ["league_id"], foreignKeys: []), "standings": Self.keys]
        let run = SinkRun(
            tables: tables, leagueSeasons: [first, second], check: false, keys: keys, manifestSHA256: String(repeating: "0", count: 64))
        let report = try await sink.finish(run)
        #expect(report.tables.map(\.name) == ["standings", "leagues"])
        #expect(report.tables.map(\.counts) == [PostgresLoadReport.Counts(inserted: 2), PostgresLoadReport.Counts(inserted: 1)])
        let rows = try server.psql("SELECT season, team_id, group_name, points FROM football.standings ORDER BY 1", database: database)
        #expect(rows == "2023\t1\tA\t\\N\n2024\t1\tA\t3\n")
        let scope = try server.psql("SELECT league_seasons FROM football.football_etl_loads", database: database)
        #expect(scope == "39/2023 39/2024\n")
    }
}
