import APIModel
import Testing

/// The tree holds exactly the requests the demo pipeline plans (pipelines/README.md) (players from the
/// top lists over three seasons, head-to-head for all pairs with last 5) plus the added datasets
/// (`AddedRequestShapes`), worked out here from the recordings themselves the way the planner will.
@Suite struct PlanCoverageTests {
    @Test func treeHoldsExactlyThePlannedRequests() throws {
        let scope = GeneratedTree.scope
        var planned: [Request] = [
            Request(.leagues), Request(.countries), Request(.fixtures, scope),
            Request(.fixturesRounds, scope),
            Request(.fixturesRounds, scope.merging(["current": "true"]) { a, _ in a })
        ]
        let fixtures = try GeneratedTree.fixtures()
        let unplayed: Set<String> = ["NS", "TBD", "PST", "CANC", "ABD", "AWD", "WO"]
        let played = fixtures.filter { !unplayed.contains($0["fixture"]["status"]["short"].string ?? "") }
            .compactMap { $0["fixture"]["id"].int }.sorted()
        for batch in Self.batches(played) {
            planned.append(Request(.fixtures, ["ids": batch.map(String.init).joined(separator: "-")]))
        }
        planned += [Request(.standings, scope), Request(.topScorers, scope), Request(.topAssists, scope)]
        let teams = Set(fixtures.flatMap { [$0["teams"]["home"]["id"].int!, $0["teams"]["away"]["id"].int!] }).sorted()
        planned += teams.map { Request(.squads, ["team": String($0)]) }
        let tops = try GeneratedTree.response(Request(.topScorers, scope)) + GeneratedTree.response(Request(.topAssists, scope))
        let players = Set(tops.compactMap { $0["player"]["id"].int }).sorted()
        for player in players {
            planned += (2021...2023).map { Request(.players, ["id": String(player), "season": String($0)]) }
        }
        planned += players.map { Request(.transfers, ["player": String($0)]) }
        let pairs = Set(
            fixtures.map { fixture in
                let ids = [fixture["teams"]["home"]["id"].int!, fixture["teams"]["away"]["id"].int!].sorted()
                return "\(ids[0])-\(ids[1])"
            }
        ).sorted()
        planned += pairs.map { Request(.fixturesHeadToHead, ["h2h": $0, "last": "5"]) }
        planned += teams.map { Request(.coaches, ["team": String($0)]) }

        let written = GeneratedTree.files(in: try GeneratedTree.path()).filter { $0 != ".complete" }
        let added = try AddedRequestShapes.paths(teams: teams, fixtures: fixtures, players: players)
        #expect(written == (planned.map(\.recordingPath) + added).sorted())
        #expect(played.count == 380 && pairs.count == 190 && teams.count == 20)
    }

    @Test func detailBatchesHoldAtMostTwentyAscendingIdsAndCoverEveryFixture() throws {
        let ids = try GeneratedTree.fixtures().compactMap { $0["fixture"]["id"].int }.sorted()
        let batchFiles = GeneratedTree.files(in: try GeneratedTree.path()).filter { $0.hasPrefix("fixtures/ids=") }
        let batches = batchFiles.map { file in
            file.dropFirst("fixtures/ids=".count).dropLast(".json".count).split(separator: "-").map { Int($0)! }
        }.sorted { $0[0] < $1[0] }
        #expect(batches.allSatisfy { $0.count <= 20 && $0 == $0.sorted() })
        #expect(batches.flatMap { $0 } == ids)
        for batch in batches {
            let items = try GeneratedTree.response(Request(.fixtures, ["ids": batch.map(String.init).joined(separator: "-")]))
            #expect(items.map { $0["fixture"]["id"].int! } == batch)
            #expect(
                items.allSatisfy {
                    $0.keys == [
                        "fixture", "league", "teams", "goals", "score",
                        "events", "lineups", "statistics", "players"
                    ]
                })
        }
    }

    static func batches(_ ids: [Int]) -> [[Int]] {
        stride(from: 0, to: ids.count, by: 20).map { Array(ids[$0..<min($0 + 20, ids.count)]) }
    }
}
