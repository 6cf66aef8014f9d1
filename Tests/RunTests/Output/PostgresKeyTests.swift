import Foundation
import TestSupport
import Testing

/// A key that always holds (issue 31 item 7, issue 36 item 8): two players sent without an id
/// in one team's list, loaded over a table an earlier load created, keep both rows in the
/// database and the CSV alike. Readers: Tests/readback/postgres_readback.py (the database
/// against the CSV files, rows as multisets) and `psql`.
@Suite(.serialized) struct PostgresKeyTests {
    /// A copy of the two-match recordings named `name` in which players get the ids `ids`
    /// (fixture's place in the answer, team's place, player's place → id).
    static func recordings(in folder: String, named name: String, ids: [[Int]: Int]) throws -> String {
        let target = folder + "/" + name
        try FileManager.default.copyItem(atPath: PostgresLoadTests.scenario + "/recordings", toPath: target)
        let path = target + "/fixtures/ids=1208021-1208140.json"
        var envelope = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var items = try #require(envelope["response"] as? [[String: Any]])
        for (place, id) in ids {
            var teams = try #require(items[place[0]]["players"] as? [[String: Any]])
            var players = try #require(teams[place[1]]["players"] as? [[String: Any]])
            var player = try #require(players[place[2]]["player"] as? [String: Any])
            player["id"] = id
            players[place[2]]["player"] = player
            teams[place[1]]["players"] = players
            items[place[0]]["players"] = teams
        }
        envelope["response"] = items
        try JSONSerialization.data(withJSONObject: envelope, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path))
        return target
    }

    /// The first load's recordings give the one substitute the API sent without an id
    /// (Tottenham's 17th in fixture 1208140) an id, so every key holds and the table gets one;
    /// the next load's have him without, and two of Manchester United's (1208021) too.
    @Test func twoPlayersWithoutAnIdKeepBothRowsOverAnExistingKey() async throws {
        try await PostgresLoadTests.withLoad { server, database, _, folder in
            let complete = try TestPipeline.write(
                PostgresMergeTests.pipeline(
                    recordings: try Self.recordings(in: folder, named: "complete", ids: [[1, 1, 16]: 990_016]), output: folder + "/out"),
                named: "complete.yml", in: folder)
            try #require(try await PostgresLoadTests.run(["run", complete], server: server, database: database).status == 0)
            let idless = try TestPipeline.write(
                PostgresMergeTests.pipeline(
                    recordings: try Self.recordings(in: folder, named: "idless", ids: [[0, 0, 18]: 0, [0, 0, 19]: 0]),
                    output: folder + "/out"),
                named: "idless.yml", in: folder)
            for _ in 0..<2 {
                let outcome = try await PostgresLoadTests.run(["run", idless], server: server, database: database)
                try #require(outcome.status == 0, "\(outcome.stderr)")
                #expect(!outcome.stderr.contains("is dropped") && !outcome.stderr.contains("plain index"), "\(outcome.stderr)")
                let tables = try PostgresLoadTests.readBack(server, database, csv: folder + "/out/csv")
                #expect(tables["player_match_stats"]?["rows"] as? Int == 80)
                #expect(tables["player_match_stats"]?["primary_key"] as? [String] == ["fixture_id", "team_id", "player_order"])
            }
            let withoutID = try server.psql(
                "SELECT fixture_id, team_id, player_order FROM football.player_match_stats WHERE player_id IS NULL ORDER BY 1, 3",
                database: database)
            // The recording's own substitute without an id (Tottenham's 17th), and the two made here.
            #expect(withoutID == "1208021\t33\t19\n1208021\t33\t20\n1208140\t47\t17\n", "\(withoutID)")
        }
    }
}
