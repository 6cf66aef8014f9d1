import APIModel
import PipelineSpec
import Tabular
import TestSupport
import Testing

@testable import PostgresOutput
@testable import Staging

/// What a load refuses, against a real server (`PostgresServer`); reader: `psql`. Foreign
/// tables and the default schema (issue 31 item 5), `--prune` over other pipelines (9).
@Suite(.serialized) struct PostgresGuardTests {
    static let leagueSeason = LeagueSeason(league: 39, season: 2024)

    /// Loads `tables` (league-season 39/2024) as pipeline `pipeline` into `schema` (nil: the default).
    @discardableResult
    static func load(
        _ tables: [Table], keys: [String: DeclaredKeys], into database: String, on server: PostgresServer, schema: String? = "football",
        pipeline: String = "guard-test", prune: Bool = false, check: Bool = false
    ) async throws -> PostgresLoadReport {
        let spec = try PostgresSpec(url: server.url(database: database), schema: schema)
        let sink = PostgresSink(spec: spec, pipelineName: pipeline, retryPauses: [])
        let handed = try RunTables(catalogOrder: tables.map(\.name))
        handed.receiveShared(tables.filter { !$0.placement.isPerLeagueSeason })
        try handed.receive(LeagueSeasonTables(leagueSeason: leagueSeason, index: 0, tables: tables.filter(\.placement.isPerLeagueSeason)))
        let run = SinkRun(
            tables: handed, leagueSeasons: [leagueSeason], check: check, prune: prune, keys: keys,
            manifestSHA256: String(repeating: "0", count: 64))
        return try await sink.finish(run)
    }

    static let teams = Table(
        name: "teams", columns: [Column("team_id", .integer, description: "Team."), Column("name", .text, description: "Name.")],
        key: ["team_id"], rows: [[.integer(40), .text("Liverpool")], [.integer(50), .text("Man City")]])
    static let teamKeys = ["teams": DeclaredKeys(primaryKey: ["team_id"], foreignKeys: [])]

    @Test func aTableFootballETLDidNotCreateIsNeverTouchedAndNamed() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("adopted")
        _ = try server.psql(
            "CREATE TABLE public.teams (team_id BIGINT PRIMARY KEY, name TEXT, budget BIGINT); "
                + "INSERT INTO public.teams VALUES (1, 'mine', 5)",
            database: database)
        do {
            try await Self.load([Self.teams], keys: Self.teamKeys, into: database, on: server, schema: "public", prune: true)
            Issue.record("a foreign table was loaded")
        } catch let error as PostgresLoadError {
            #expect(error.exitCode == 73)
            #expect(error.description.contains("public.teams"), "\(error)")
        }
        #expect(try server.psql("SELECT * FROM public.teams", database: database) == "1\tmine\t5\n", "the foreign table is as it was")
        let columns = try server.psql("SELECT count(*) FROM information_schema.columns WHERE table_name = 'teams'", database: database)
        #expect(columns == "3\n")
        let loads = try server.psql("SELECT count(*) FROM pg_tables WHERE tablename = 'football_etl_loads'", database: database)
        #expect(loads == "0\n", "the transaction rolled back")
    }

    @Test func theDefaultSchemaIsFootballUnlessPublicHoldsFootballETLTablesAlready() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let fresh = try server.createDatabase("fresh")
        _ = try server.psql("CREATE TABLE public.teams (team_id BIGINT PRIMARY KEY, name TEXT)", database: fresh)
        let report = try await Self.load([Self.teams], keys: Self.teamKeys, into: fresh, on: server, schema: nil)
        #expect(report.warnings.isEmpty)
        #expect(try server.psql("SELECT name FROM football.teams ORDER BY team_id", database: fresh) == "Liverpool\nMan City\n")
        #expect(try server.psql("SELECT count(*) FROM public.teams", database: fresh) == "0\n")
        let old = try server.createDatabase("old")
        try await Self.load([Self.teams], keys: Self.teamKeys, into: old, on: server, schema: "public")
        let kept = try await Self.load([Self.teams], keys: Self.teamKeys, into: old, on: server, schema: nil)
        #expect(kept.warnings.map(\.code) == ["postgres_schema_unnamed"])
        #expect(kept.warnings.first?.text.contains("load.postgres.schema") == true)
        #expect(try server.psql("SELECT count(*) FROM public.football_etl_loads", database: old) == "2\n")
        #expect(try server.psql("SELECT count(*) FROM pg_namespace WHERE nspname = 'football'", database: old) == "0\n")
    }

    @Test func pruneIsRefusedWhereAnotherPipelineLoadsTheSchema() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("prune")
        try await Self.load([Self.teams], keys: Self.teamKeys, into: database, on: server, pipeline: "europe")
        let one = Self.teams.with(rows: [[.integer(40), .text("Liverpool")]])
        do {
            try await Self.load([one], keys: Self.teamKeys, into: database, on: server, pipeline: "england", prune: true)
            Issue.record("--prune over another pipeline's rows loaded")
        } catch let error as PostgresLoadError {
            #expect(error.exitCode == 64)
            #expect(error.description.contains("europe"), "\(error)")
        }
        #expect(try server.psql("SELECT team_id FROM football.teams ORDER BY 1", database: database) == "40\n50\n")
        let own = try await Self.load([one], keys: Self.teamKeys, into: database, on: server, pipeline: "europe", prune: true)
        #expect(own.tables.map(\.counts) == [PostgresLoadReport.Counts(deleted: 1)], "its own pipeline may prune")
    }
}
