import Testing

@testable import APIModel

/// `teams/statistics`: one object with counts, text averages, minute buckets and streaks.
@Suite struct TeamSeasonStatisticsTests {
    private static func leipzig() throws -> TeamSeasonStatistics {
        try #require(
            try Samples.envelope("teams_statistics/rb-leipzig-173-bundesliga-2022-to-2023-01-01.json")
                .item(of: TeamSeasonStatistics.self))
    }

    @Test func readsTheRecordedObject() throws {
        let stats = try Self.leipzig()
        #expect(stats.league.id == 78)
        #expect(stats.league.season == 2022)
        #expect(stats.team.id == 173)
        #expect(stats.team.name == "RB Leipzig")
        #expect(stats.form == "DDLWLWLWDWDWWWW")
        #expect(stats.played == HomeAwayTotal(home: 7, away: 8, total: 15))
        #expect(stats.wins == HomeAwayTotal(home: 6, away: 2, total: 8))
        #expect(stats.losses == HomeAwayTotal(home: 0, away: 3, total: 3))
        #expect(stats.goalsFor.total == HomeAwayTotal(home: 19, away: 11, total: 30))
        #expect(stats.goalsFor.average == HomeAwayTotal(home: "2.7", away: "1.4", total: "2.0"))
        #expect(stats.goalsFor.underOver.isEmpty)
        #expect(stats.cleanSheets == HomeAwayTotal(home: 4, away: 0, total: 4))
        #expect(stats.failedToScore == HomeAwayTotal(home: 0, away: 2, total: 2))
    }

    @Test func readsMinuteBucketsInOrderWithNulls() throws {
        let buckets = try Self.leipzig().goalsFor.minutes
        #expect(buckets.map(\.minutes) == ["0-15", "16-30", "31-45", "46-60", "61-75", "76-90", "91-105", "106-120"])
        #expect(buckets[5] == MinuteBucket(minutes: "76-90", total: 9, percentage: "29.03%"))
        #expect(buckets[6] == MinuteBucket(minutes: "91-105", total: nil, percentage: nil))
        let red = try Self.leipzig().redCards
        #expect(red.compactMap(\.total) == [1])
        #expect(red[3].percentage == "100.00%")
    }

    @Test func readsStreaksPenaltiesAndFormations() throws {
        let stats = try Self.leipzig()
        #expect(stats.biggest.winStreak == 1)
        #expect(stats.biggest.drawStreak == 2)
        #expect(stats.biggest.biggestWin == HomeAway(home: "4-0", away: "1-3"))
        #expect(stats.biggest.biggestLoss == HomeAway(home: nil, away: "4-0"))
        #expect(stats.biggest.mostGoalsFor == HomeAway(home: 4, away: 3))
        #expect(stats.penalties == .init(scored: 3, scoredPercentage: "100.00%", missed: 0, missedPercentage: "0%", total: 3))
        #expect(stats.formations.count == 6)
        #expect(stats.formations[0].formation == "4-2-3-1")
        #expect(stats.formations[0].played == 4)
        #expect(stats.yellowCards[6] == MinuteBucket(minutes: "91-105", total: 1, percentage: "4.17%"))
    }

    @Test func readsUnderOverLinesFromTheDocumentedExample() throws {
        let stats = try #require(
            try EndpointFixtures.envelope("teams_statistics/docs-manutd-39-2019-under-over.json")
                .item(of: TeamSeasonStatistics.self))
        #expect(stats.team.id == 33)
        #expect(stats.goalsFor.underOver.map(\.line) == ["0.5", "1.5", "2.5", "3.5", "4.5"])
        #expect(stats.goalsFor.underOver[2] == .init(line: "2.5", over: 11, under: 27))
        #expect(stats.goalsAgainst.underOver[4] == .init(line: "4.5", over: 0, under: 38))
        #expect(stats.redCards.allSatisfy { $0.total == nil && $0.percentage == nil })
    }

    @Test func anUnreadableBucketIsEmptiedAndCountedAtItsPath() throws {
        let node = try TestJSON.node(#"{"goals": {"for": {"minute": {"0-15": {"total": "five"}}}}}"#)
        _ = try TeamSeasonStatistics(node)
        #expect(
            TestJSON.unreadable(node) == [
                #"goals.for.minute["0-15"].total | an integer | 1 | the text "five" at goals.for.minute["0-15"].total"#
            ])
    }
}
