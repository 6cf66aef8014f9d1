import APIModel
import JSON
import Testing

/// Top lists and player seasons add up from the match details.
@Suite struct PlayerConsistencyTests {
    /// Goals and assists per player from the events: own goals and missed penalties excluded.
    private static func eventTallies() throws -> (goals: [Int: Int], assists: [Int: Int]) {
        var goals: [Int: Int] = [:]
        var assists: [Int: Int] = [:]
        for item in try GeneratedTree.details() {
            for event in item["events"].items where event["type"].string == "Goal" {
                let detail = event["detail"].string!
                guard detail == "Normal Goal" || detail == "Penalty" else { continue }
                goals[event["player"]["id"].int!, default: 0] += 1
                if let giver = event["assist"]["id"].int { assists[giver, default: 0] += 1 }
            }
        }
        return (goals, assists)
    }

    @Test func topScorersGoalsEqualTheirGoalEvents() throws {
        let (goals, assists) = try Self.eventTallies()
        let list = try GeneratedTree.response(Request(.topScorers, GeneratedTree.scope))
        #expect(list.count == 20)
        for entry in list {
            let id = entry["player"]["id"].int!
            #expect(entry["statistics"][0]["goals"]["total"].int == goals[id], "player \(id)")
            #expect(entry["statistics"][0]["goals"]["assists"].count == assists[id] ?? 0, "player \(id)")
        }
        let listed = list.map { $0["statistics"][0]["goals"]["total"].int! }
        #expect(listed == listed.sorted(by: >))
        let outside = goals.filter { id, _ in !list.contains { $0["player"]["id"].int == id } }.values
        #expect(outside.allSatisfy { $0 <= listed.last! })
    }

    @Test func topAssistsEqualTheirAssistEvents() throws {
        let (_, assists) = try Self.eventTallies()
        let list = try GeneratedTree.response(Request(.topAssists, GeneratedTree.scope))
        #expect(list.count == 20)
        for entry in list {
            #expect(entry["statistics"][0]["goals"]["assists"].int == assists[entry["player"]["id"].int!])
        }
        let listed = list.map { $0["statistics"][0]["goals"]["assists"].int! }
        #expect(listed == listed.sorted(by: >))
    }

    @Test func currentSeasonTotalsAreTheSumOfTheMatchRows() throws {
        var rows: [Int: [JSONValue]] = [:]
        for item in try GeneratedTree.details() {
            for side in item["players"].items {
                for entry in side["players"].items { rows[entry["player"]["id"].int!, default: []].append(entry["statistics"][0]) }
            }
        }
        let tops = try GeneratedTree.response(Request(.topScorers, GeneratedTree.scope))
        for id in tops.compactMap({ $0["player"]["id"].int }) {
            let season = try GeneratedTree.response(Request(.players, ["id": String(id), "season": "2023"]))[0]["statistics"][0]
            let played = rows[id]!.filter { !$0["games"]["minutes"].isNull }
            func sum(_ path: (JSONValue) -> JSONValue) -> Int { played.map { path($0).count }.reduce(0, +) }
            #expect(season["games"]["appearences"].int == played.count)
            #expect(season["games"]["minutes"].int == sum { $0["games"]["minutes"] })
            #expect(season["games"]["lineups"].int == played.filter { $0["games"]["substitute"] == .bool(false) }.count)
            #expect(season["goals"]["total"].count == sum { $0["goals"]["total"] })
            #expect(season["goals"]["assists"].count == sum { $0["goals"]["assists"] })
            #expect(season["shots"]["total"].count == sum { $0["shots"]["total"] })
            #expect(season["passes"]["total"].count == sum { $0["passes"]["total"] })
            #expect(season["cards"]["yellow"].count == sum { $0["cards"]["yellow"] })
            #expect(season["cards"]["red"].count == sum { $0["cards"]["red"] })
            #expect(season["penalty"]["scored"].count == sum { $0["penalty"]["scored"] })
        }
    }

    @Test func earlierSeasonsAndTransfersConnectTheClubs() throws {
        let tops = try GeneratedTree.response(Request(.topAssists, GeneratedTree.scope))
        for id in tops.compactMap({ $0["player"]["id"].int }) {
            let clubs = try (2021...2023).map { year in
                try GeneratedTree.response(Request(.players, ["id": String(id), "season": String(year)]))[0]["statistics"][0]["team"]["id"]
                    .int!
            }
            let transfers = try GeneratedTree.response(Request(.transfers, ["player": String(id)])).first?["transfers"].items ?? []
            #expect(transfers.count <= 4)
            let dates = transfers.compactMap { $0["date"].string }
            #expect(dates == dates.sorted(by: >))
            for (earlier, later) in zip(clubs, clubs.dropFirst()) where earlier != later {
                #expect(transfers.contains { $0["teams"]["out"]["id"].int == earlier && $0["teams"]["in"]["id"].int == later })
            }
            if let newest = transfers.first { #expect(newest["teams"]["in"]["id"].int == clubs[2]) }
        }
    }
}
