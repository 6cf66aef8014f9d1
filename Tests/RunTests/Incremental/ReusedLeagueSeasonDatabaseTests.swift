import Foundation
import TestSupport
import Testing

/// A league-season reused from the store still reaches the database: its stored tables are
/// merged like built ones, so a database that drifted is brought back and an unchanged one
/// changes no row. Reader: `psql` against a real server (`PostgresServer`).
@Suite(.serialized) struct ReusedLeagueSeasonDatabaseTests {
    private static let venue = "SELECT venue_name FROM football.fixtures WHERE fixture_id = 1208021"

    @Test func aReusedLeagueSeasonStillMergesAndRepairsADriftedDatabase() async throws {
        try await PostgresLoadTests.withLoad { server, database, pipeline, _ in
            func run() async throws -> Int {
                let outcome = try await PostgresLoadTests.run(["run", pipeline, "--timings"], server: server, database: database)
                try #require(outcome.status == 0, "\(outcome.stderr)")
                return try IncrementalSetup.reused(in: outcome)
            }
            #expect(try await run() == 0)
            let loaded = try server.psql(Self.venue, database: database)
            #expect(!loaded.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)

            _ = try server.psql("UPDATE football.fixtures SET venue_name = 'Drifted' WHERE fixture_id = 1208021", database: database)
            #expect(try await run() == 1, "the league-season's inputs did not change: it is reused")
            #expect(try server.psql(Self.venue, database: database) == loaded, "the reused rows repaired the drift")
            #expect(try PostgresLoadTests.lastLoad(server, database) == "0\t1\t0")

            #expect(try await run() == 1)
            #expect(try PostgresLoadTests.lastLoad(server, database) == "0\t0\t0")
        }
    }
}
