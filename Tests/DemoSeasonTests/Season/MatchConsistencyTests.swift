import JSON
import Testing

/// Each fixture's details agree with themselves, except where a quirk is meant to show.
@Suite struct MatchConsistencyTests {
    /// The running score from the events, as the transform computes it.
    private static func eventScore(_ item: JSONValue) -> (Int, Int) {
        let home = item["teams"]["home"]["id"].int
        var score = (0, 0)
        for event in item["events"].items where event["type"].string == "Goal" && event["detail"].string != "Missed Penalty" {
            if event["team"]["id"].int == home { score.0 += 1 } else { score.1 += 1 }
        }
        return score
    }

    @Test func exactlyOneFixtureHasEventsThatDisagreeWithItsScore() throws {
        let details = try GeneratedTree.details()
        let disagreeing = details.filter { item in
            let (h, a) = Self.eventScore(item)
            return h != item["goals"]["home"].int || a != item["goals"]["away"].int
        }
        #expect(disagreeing.count == 1)
        #expect(details.allSatisfy { $0["score"]["fulltime"] == $0["goals"] && $0["score"]["extratime"]["home"].isNull })
    }

    @Test func statisticsHaveEighteenTypesAndPossessionSumsToAHundred() throws {
        for item in try GeneratedTree.details() {
            let sides = item["statistics"].items
            #expect(sides.count == 2)
            #expect(sides.allSatisfy { $0["statistics"].items.count == 18 })
            let possession = sides.map { side -> Int in
                let value = side["statistics"].items.first { $0["type"].string == "Ball Possession" }!["value"].string!
                return Int(value.dropLast())!
            }
            #expect(possession.reduce(0, +) == 100)
            for (side, players) in zip(sides, item["players"].items) {
                let total = side["statistics"].items.first { $0["type"].string == "Total Shots" }!["value"].int!
                #expect(total == players["players"].items.map { $0["statistics"][0]["shots"]["total"].count }.reduce(0, +))
                let xg = side["statistics"].items.first { $0["type"].string == "expected_goals" }!["value"].string!
                #expect(xg.split(separator: ".").last?.count == 2)
            }
        }
    }

    @Test func substitutesShareTheMatchMinutesWithThePlayerTheyReplace() throws {
        for item in try GeneratedTree.details() {
            let full = 90 + item["fixture"]["status"]["extra"].int!
            var minutes: [Int: Int] = [:]
            var sentOff: Set<Int> = []
            for side in item["players"].items {
                for entry in side["players"].items {
                    minutes[entry["player"]["id"].int!] = entry["statistics"][0]["games"]["minutes"].int
                    if entry["statistics"][0]["cards"]["red"].count > 0 { sentOff.insert(entry["player"]["id"].int!) }
                }
            }
            for event in item["events"].items where event["type"].string == "subst" {
                let pair = [event["player"]["id"].int!, event["assist"]["id"].int!]
                let shared = pair.compactMap { minutes[$0] }.reduce(0, +)
                #expect(
                    pair.contains { sentOff.contains($0) } ? shared <= full : shared == full,
                    "fixture \(item["fixture"]["id"].int!) substitution \(pair)")
            }
        }
    }

    @Test func unusedSubstitutesAreAllNullAndLineupsHaveElevenStarters() throws {
        for item in try GeneratedTree.details() {
            for lineup in item["lineups"].items {
                #expect(lineup["startXI"].items.count == 11)
                #expect((7...9).contains(lineup["substitutes"].items.count))
                #expect(["4-4-2", "4-3-3", "4-2-3-1"].contains(lineup["formation"].string!))
                #expect(lineup["startXI"].items.allSatisfy { $0["player"]["grid"].string?.contains(":") == true })
            }
            for side in item["players"].items {
                for entry in side["players"].items where entry["statistics"][0]["games"]["minutes"].isNull {
                    let s = entry["statistics"][0]
                    #expect(s["games"]["rating"].isNull && s["shots"]["total"].isNull && s["passes"]["accuracy"].isNull)
                    #expect(s["goals"]["conceded"].int == 0 && s["cards"]["yellow"].int == 0 && s["penalty"]["scored"].int == 0)
                }
            }
        }
    }

    @Test func aFewFixturesListSubstitutionsFlippedWholesale() throws {
        var flipped = 0
        for item in try GeneratedTree.details() {
            let bench = Set(item["lineups"].items.flatMap { $0["substitutes"].items.compactMap { $0["player"]["id"].int } })
            let substitutions = item["events"].items.filter { $0["type"].string == "subst" }
            let playerFromBench = substitutions.map { bench.contains($0["player"]["id"].int!) }
            // Documented order: `player` leaves (a starter here), `assist` comes on from the bench.
            #expect(playerFromBench.allSatisfy { $0 } || !playerFromBench.contains(true), "\(item["fixture"]["id"])")
            #expect(substitutions.allSatisfy { bench.contains($0["assist"]["id"].int!) != bench.contains($0["player"]["id"].int!) })
            if playerFromBench.contains(true) { flipped += 1 }
        }
        #expect(flipped == 6)
    }

    @Test func quirksAppearWhereTheAPIShowsThem() throws {
        let details = try GeneratedTree.details()
        let events = details.flatMap { item in item["events"].items.map { (item, $0) } }
        // Own goal: credited team in `team`, the player from the other side's lineup.
        let ownGoals = events.filter { $0.1["detail"].string == "Own Goal" }
        #expect(!ownGoals.isEmpty)
        for (item, event) in ownGoals {
            let creditedLineup = item["lineups"].items.first { $0["team"]["id"] == event["team"]["id"] }!
            let ids = (creditedLineup["startXI"].items + creditedLineup["substitutes"].items).map { $0["player"]["id"] }
            #expect(!ids.contains(event["player"]["id"]))
        }
        // A second yellow: the red card is listed first, at the same minute.
        let secondYellows = details.flatMap { item in
            zip(item["events"].items, item["events"].items.dropFirst()).filter { red, yellow in
                red["detail"].string == "Red Card" && yellow["detail"].string == "Yellow Card"
                    && red["player"]["id"] == yellow["player"]["id"] && red["time"] == yellow["time"]
            }
        }
        #expect(!secondYellows.isEmpty)
        #expect(events.contains { $0.1["type"].string == "Var" && $0.1["detail"].string == "Goal cancelled" })
        #expect(events.contains { $0.1["type"].string == "Var" && $0.1["detail"].string == "Penalty confirmed" })
        #expect(events.contains { $0.1["detail"].string == "Missed Penalty" })
        #expect(events.contains { $0.1["time"]["elapsed"].int == 90 && $0.1["time"]["extra"].int != nil })
        #expect(events.allSatisfy { $0.1["time"]["extra"].isNull || [45, 90].contains($0.1["time"]["elapsed"].int!) })
        #expect(events.allSatisfy { ["Goal", "Card", "subst", "Var"].contains($0.1["type"].string!) })
        let outOfOrder = details.filter { item in
            let times = item["events"].items.map { $0["time"]["elapsed"].int! * 100 + $0["time"]["extra"].count }
            return times != times.sorted()
        }
        #expect(outOfOrder.count == 4)
        // A substitute with no id in the lineup appears with id 0 and no photo in `players`.
        let nullIDs = details.flatMap { $0["lineups"].items }.flatMap { $0["substitutes"].items }
            .filter { $0["player"]["id"].isNull }
        #expect(nullIDs.count == 1)
        let zeroIDs = details.flatMap { $0["players"].items }.flatMap { $0["players"].items }.filter { $0["player"]["id"].int == 0 }
        #expect(zeroIDs.count == 1 && zeroIDs.first?["player"]["photo"].isNull == true)
        #expect(zeroIDs.first?["player"]["name"] == nullIDs.first?["player"]["name"])
    }
}
