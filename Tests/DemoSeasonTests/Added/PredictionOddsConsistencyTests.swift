import Foundation
import JSON
import Testing

/// Predictions exist for every fixture and describe the season before kickoff; odds price the
/// prediction percentages with a bookmaker's margin.
@Suite struct PredictionOddsConsistencyTests {
    static func prediction(_ fixture: Int) throws -> JSONValue {
        try GeneratedTree.envelope(path: "predictions/fixture=\(fixture).json")["response"][0]
    }

    static func percent(_ value: JSONValue) -> Int? {
        value.string.flatMap { $0.hasSuffix("%") ? Int($0.dropLast()) : nil }
    }

    @Test func everyFixtureHasAPredictionWhosePercentagesSumToAHundred() throws {
        for fixture in try GeneratedTree.fixtures() {
            let id = fixture["fixture"]["id"].int!
            let item = try Self.prediction(id)
            #expect(item.keys == ["predictions", "league", "teams", "comparison", "h2h"], "\(id)")
            let percent = item["predictions"]["percent"]
            let shares = ["home", "draw", "away"].compactMap { Self.percent(percent[$0]) }
            #expect(shares.count == 3 && shares.reduce(0, +) == 100, "\(id) \(shares)")
            for measure in item["comparison"].keys {
                let pair = [Self.percent(item["comparison"][measure]["home"]), Self.percent(item["comparison"][measure]["away"])]
                #expect(pair.compactMap { $0 }.reduce(0, +) == 100, "\(id) \(measure)")
            }
            #expect(item["comparison"].keys == ["form", "att", "def", "poisson_distribution", "h2h", "goals", "total"])
            let winner = item["predictions"]["winner"]["id"].int
            let favourite = shares[2] > shares[0] ? fixture["teams"]["away"]["id"].int : fixture["teams"]["home"]["id"].int
            #expect(winner == favourite, "\(id)")
            #expect(item["teams"]["home"]["id"] == fixture["teams"]["home"]["id"])
        }
    }

    @Test func predictionsDescribeOnlyWhatHappenedBeforeKickoff() throws {
        let fixtures = try GeneratedTree.fixtures().sorted { $0["fixture"]["id"].int! < $1["fixture"]["id"].int! }
        var finalForm: [Int: String] = [:]
        for team in Set(fixtures.map { $0["teams"]["home"]["id"].int! }) {
            finalForm[team] = try GeneratedTree.envelope(
                path: "teams_statistics/league=9001&season=2023&team=\(team).json")["response"]["form"].string
        }
        var playedSoFar: [Int: Int] = [:]
        var meetingsSeen = 0
        for fixture in fixtures {
            let item = try Self.prediction(fixture["fixture"]["id"].int!)
            for key in ["home", "away"] {
                let team = fixture["teams"][key]["id"].int!
                let form = item["teams"][key]["league"]["form"].string!
                // The form before this match is the season's final form cut at this match.
                #expect(
                    form == String(finalForm[team]!.prefix(playedSoFar[team, default: 0])), "\(team) before \(fixture["fixture"]["id"])")
                #expect(item["teams"][key]["league"]["fixtures"]["played"]["total"].int == playedSoFar[team, default: 0])
                let lastFive = item["teams"][key]["last_5"]
                #expect(lastFive["goals"]["for"]["total"].int != nil && Self.percent(lastFive["form"]) != nil)
            }
            let pair = Set([fixture["teams"]["home"]["id"].int!, fixture["teams"]["away"]["id"].int!])
            let kickoffs = item["h2h"].items.map { $0["fixture"]["timestamp"].int! }
            #expect(kickoffs.allSatisfy { $0 < fixture["fixture"]["timestamp"].int! }, "a meeting after kickoff")
            #expect(kickoffs == kickoffs.sorted(by: >), "newest first")
            #expect(item["h2h"].items.allSatisfy { Set([$0["teams"]["home"]["id"].int!, $0["teams"]["away"]["id"].int!]) == pair })
            meetingsSeen += kickoffs.count
            for key in ["home", "away"] { playedSoFar[fixture["teams"][key]["id"].int!, default: 0] += 1 }
        }
        #expect(meetingsSeen > 0)
    }

    @Test func oddsCoverEveryFixtureOnceAndPriceThePredictionWithAMargin() throws {
        let root = try GeneratedTree.path()
        let bookmakers = try GeneratedTree.envelope(path: "odds_bookmakers/_.json")["response"].items.map { $0["id"].int! }
        let bets = try GeneratedTree.envelope(path: "odds_bets/_.json")["response"].items.map { $0["id"].int! }
        #expect(bets == [1, 5])
        let pages = GeneratedTree.files(in: root).filter { $0.hasPrefix("odds/") }
        var seen: [Int] = []
        for page in 1...pages.count {
            let path = page == 1 ? "odds/league=9001&season=2023.json" : "odds/league=9001&page=\(page)&season=2023.json"
            let envelope = try GeneratedTree.envelope(path: path)
            #expect(envelope["paging"]["current"].int == page && envelope["paging"]["total"].int == pages.count)
            #expect(envelope["parameters"]["page"].string == (page == 1 ? nil : String(page)))
            let items = envelope["response"].items
            #expect(items.count <= 10 && (page == pages.count || items.count == 10))
            for item in items {
                let fixture = item["fixture"]["id"].int!
                seen.append(fixture)
                let percent = try Self.prediction(fixture)["predictions"]["percent"]
                let shares = ["home", "draw", "away"].map { Double(Self.percent(percent[$0])!) / 100 }
                let offered = item["bookmakers"].items
                #expect((2...3).contains(offered.count), "\(fixture)")
                for bookmaker in offered {
                    #expect(bookmakers.contains(bookmaker["id"].int!))
                    #expect(bookmaker["bets"].items.map { $0["id"].int! } == bets)
                    let winner = bookmaker["bets"][0]["values"].items
                    #expect(winner.map { $0["value"].string! } == ["Home", "Draw", "Away"])
                    let odds = winner.map { Double($0["odd"].string!)! }
                    let overround = odds.map { 1 / $0 }.reduce(0, +)
                    #expect(overround > 1.0 && overround < 1.1, "\(fixture) overround \(overround)")
                    for (odd, share) in zip(odds, shares) {
                        // Each odd is the share's fair price shortened by a margin of at most 10%.
                        #expect(odd < 1 / share + 0.006 && odd > 1 / (share * 1.1) - 0.006, "\(fixture) \(odd) for \(share)")
                    }
                    for line in bookmaker["bets"][1]["values"].items.chunked(2) {
                        let implied = line.map { 1 / Double($0["odd"].string!)! }.reduce(0, +)
                        #expect(line[0]["value"].string!.hasPrefix("Over") && implied > 0.99, "\(fixture) \(line)")
                    }
                }
            }
        }
        #expect(seen == (try GeneratedTree.fixtures().map { $0["fixture"]["id"].int! }.sorted()))
    }
}

extension Array {
    /// Consecutive groups of `size`.
    func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
