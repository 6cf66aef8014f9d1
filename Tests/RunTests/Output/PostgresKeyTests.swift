import TestSupport
import Foundation
import Testing

/// A key that always holds (issue 31 item 7, issue 36 item 8): two players sent without an id
/// in one team's list, loaded over a table an earlier load created, keep both rows in the
/// database and the CSV alike. Readers: Tests/readback/postgres_readback.py (the database
/// against the CSV files, rows as multisets) and `psql`.
@Suite(.serialized) struct PostgresKeyTests {
    /// A copy of the two-match recordings in which the last two players of Manchester United
    /// in fixture 1208021 came without an id (0, as the API sends some substitutes).
    static func idlessRecordings(in folder: String) throws -> String {
        let target = folder + "/idless"
        try FileManager.default.copyItem(atPath: PostgresLoadTests.scenario + "/recordings", toPath: target)
        let path = target + "/fixtures/ids=1208021-1208140.json"
        var envelope = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var items = try #require(envelope["response"] as? [[String: Any]])
        let index = try #require(items.firstIndex { ($0["fixture"] as? [String: Any])?["id"] as? Int == PostgresMergeTests.fixture })
        var teams = try #require(items[index]["players"] as? [[String: Any]])
        var players = try #require(teams[0]["players"] as? [[String: Any]])
        for position in players.indices.suffix(2) {
            var player = try #require(players[position]["player"] as? [String: Any])
            player["id"] = 0
            players[position]["player"] = player
        }
        teams[0]["players"] = players
        items[index]["players"] = teams
        envelope["response"] = items
        try JSONSerialization.data(withJSONObject: envelope, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path))
        return target
    }

    @Test func twoPlayersWithoutAnIdKeepBothRowsOverAnExistingKey() async throws {
        try await PostgresLoadTests.withLoad { server, database, pipeline, folder in
            try #require(try await PostgresLoadTests.run(["run", pipeline], server: server, database: database).status == 0)
            let idless = try TestPipeline.write(
                PostgresMergeTests.pipeline(recordings: try Self.idlessRecordings(in: folder), output: folder + "/out"),
                named: "idless.yml", in: folder)
            for _ in 0..<2 {
                let outcome = try await PostgresLoadTests.run(["run", idless], server: server, database: database)
                try #require(outcome.status == 0, "\(outcome.stderr)")
                #expect(!outcome.stderr.contains("postgres_constraint_dropped") && !outcome.stderr.contains("plain index"), "\(outcome.stderr)")
                let tables = try PostgresLoadTests.readBack(server, database, csv: folder + "/out/csv")
                #expect(tables["player_match_stats"]?["rows"] as? Int == 80)
                #expect(tables["player_match_stats"]?["primary_key"] as? [String] == ["fixture_id", "team_id", "player_order"])
            }
            let withoutID = try server.psql(
                "SELECT fixture_id, team_id, player_order FROM football.player_match_stats WHERE player_id IS NULL ORDER BY 1, 3", database: database)
            // The recording's own substitute without an id (Tottenham's 17th), and the two made here.
            #expect(withoutID == "1208021\t33\t19\n1208021\t33\t20\n1208140\t47\t17\n", "\(withoutID)")
        }
    }
}
