import APIModel
import JSON
import Testing

/// The table says what the fixtures say.
@Suite struct StandingsConsistencyTests {
    private struct Tally {
        var played = 0, win = 0, draw = 0, lose = 0, goalsFor = 0, goalsAgainst = 0
        var homePlayed = 0, homeFor = 0, awayPlayed = 0, awayFor = 0
        var results: [(timestamp: Int, result: Character)] = []
        var points: Int { 3 * win + draw }
    }

    @Test func eachTeamPlaysThirtyEightFixturesNineteenAtHome() throws {
        let fixtures = try GeneratedTree.fixtures()
        #expect(fixtures.count == 380)
        var home: [Int: Int] = [:]
        var away: [Int: Int] = [:]
        for fixture in fixtures {
            home[fixture["teams"]["home"]["id"].int!, default: 0] += 1
            away[fixture["teams"]["away"]["id"].int!, default: 0] += 1
        }
        #expect(home.count == 20 && home.values.allSatisfy { $0 == 19 } && away.values.allSatisfy { $0 == 19 })
        let rounds = Set(fixtures.compactMap { $0["league"]["round"].string })
        #expect(rounds == Set((1...38).map { "Regular Season - \($0)" }))
        #expect(fixtures.allSatisfy { $0["fixture"]["status"]["short"].string == "FT" })
    }

    @Test func pointsGoalsAndSplitsEqualTheFixtures() throws {
        var tallies: [Int: Tally] = [:]
        for fixture in try GeneratedTree.fixtures() {
            let home = fixture["teams"]["home"]["id"].int!
            let away = fixture["teams"]["away"]["id"].int!
            let h = fixture["goals"]["home"].int!
            let a = fixture["goals"]["away"].int!
            let time = fixture["fixture"]["timestamp"].int!
            for (team, scored, conceded, atHome) in [(home, h, a, true), (away, a, h, false)] {
                var t = tallies[team, default: Tally()]
                t.played += 1
                t.goalsFor += scored
                t.goalsAgainst += conceded
                if scored > conceded { t.win += 1 } else if scored == conceded { t.draw += 1 } else { t.lose += 1 }
                if atHome {
                    t.homePlayed += 1
                    t.homeFor += scored
                } else {
                    t.awayPlayed += 1
                    t.awayFor += scored
                }
                t.results.append((time, scored > conceded ? "W" : scored == conceded ? "D" : "L"))
                tallies[team] = t
            }
        }
        let rows = try GeneratedTree.response(Request(.standings, GeneratedTree.scope))[0]["league"]["standings"][0].items
        #expect(rows.count == 20)
        for row in rows {
            let t = tallies[row["team"]["id"].int!]!
            #expect(row["points"].int == t.points)
            #expect(row["all"]["played"].int == t.played && row["all"]["win"].int == t.win)
            #expect(row["all"]["draw"].int == t.draw && row["all"]["lose"].int == t.lose)
            #expect(row["all"]["goals"]["for"].int == t.goalsFor && row["all"]["goals"]["against"].int == t.goalsAgainst)
            #expect(row["goalsDiff"].int == t.goalsFor - t.goalsAgainst)
            #expect(row["home"]["played"].int == t.homePlayed && row["home"]["goals"]["for"].int == t.homeFor)
            #expect(row["away"]["played"].int == t.awayPlayed && row["away"]["goals"]["for"].int == t.awayFor)
            let lastFive = t.results.sorted { $0.timestamp > $1.timestamp }.prefix(5).map(\.result)
            #expect(row["form"].string == String(lastFive))
        }
    }

    @Test func ranksFollowPointsThenGoalDifferenceThenGoalsThenName() throws {
        let rows = try GeneratedTree.response(Request(.standings, GeneratedTree.scope))[0]["league"]["standings"][0].items
        #expect(rows.map { $0["rank"].int! } == Array(1...20))
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            let a = (upper["points"].int!, upper["goalsDiff"].int!, upper["all"]["goals"]["for"].int!)
            let b = (lower["points"].int!, lower["goalsDiff"].int!, lower["all"]["goals"]["for"].int!)
            #expect(a > b || (a == b && upper["team"]["name"].string! < lower["team"]["name"].string!))
        }
        #expect(rows[0]["description"].string?.hasPrefix("Promotion - Champions League") == true)
        #expect(rows[19]["description"].string?.hasPrefix("Relegation - ") == true)
        #expect(rows[10]["description"].isNull)
    }
}
