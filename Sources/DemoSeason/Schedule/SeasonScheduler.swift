package import CivilTime

/// Lays out a double round-robin (circle method; the second half mirrors the first with home
/// and away swapped) on weekends from mid-August to late May, with three international breaks.
package struct SeasonScheduler {
    /// How many rounds a 20-club double round-robin has.
    package static let rounds = 38

    /// The 380 fixtures of `world` in `season` (its own season, or an earlier one for
    /// head-to-head history), ids ascending in kickoff order.
    package static func schedule(_ world: LeagueWorld, leagueIndex: Int, season: Int, seed: UInt64) -> [ScheduledFixture] {
        var rng = SplitMix64(seed: seed, labels: [0x73_63_68, UInt64(world.league.id), UInt64(season)])
        var order = rng.shuffled(world.clubs.map(\.id))
        var firstHalf: [[(Int, Int)]] = []
        for round in 0..<(order.count - 1) {
            var pairs: [(Int, Int)] = []
            for i in 0..<(order.count / 2) {
                let a = order[i]
                let b = order[order.count - 1 - i]
                // Berger tables: the fixed club alternates by round; a rotating club moves one
                // position a round, so deciding by position alternates its home and away games.
                let aAtHome = i == 0 ? round % 2 == 0 : i % 2 == 0
                pairs.append(aAtHome ? (a, b) : (b, a))
            }
            firstHalf.append(pairs)
            order.insert(order.removeLast(), at: 1)
        }
        let allRounds = firstHalf + firstHalf.map { $0.map { ($0.1, $0.0) } }

        let firstSaturday = Self.firstSaturday(season: season)
        var unnumbered: [(round: Int, kickoff: DemoKickoff, home: Int, away: Int, referee: String)] = []
        for (index, pairs) in allRounds.enumerated() {
            let breaks = [4, 7, 12].filter { $0 <= index }.count
            let saturday = firstSaturday.adding(days: 7 * (index + breaks))
            let slots =
                index == allRounds.count - 1
                ? Array(repeating: (1, 15, 0), count: pairs.count)
                : rng.shuffled(weekendSlots)
            for (pair, slot) in zip(pairs, slots) {
                let kickoff = DemoKickoff(date: saturday.adding(days: slot.0), hour: slot.1, minute: slot.2)
                unnumbered.append((index + 1, kickoff, pair.0, pair.1, rng.pick(world.referees)))
            }
        }
        unnumbered.sort { ($0.kickoff, $0.home) < ($1.kickoff, $1.home) }
        return unnumbered.enumerated().map { number, match in
            ScheduledFixture(
                id: ScheduledFixture.id(season: season, leagueIndex: leagueIndex, number: number + 1),
                round: match.round, kickoff: match.kickoff, homeID: match.home, awayID: match.away,
                referee: match.referee
            )
        }
    }

    /// The season's opening Saturday: the first on or after 10 August.
    package static func firstSaturday(season: Int) -> CalendarDate {
        var date = CalendarDate(year: season, month: 8, day: 10)
        while date.weekday != 6 { date = date.adding(days: 1) }
        return date
    }

    /// Days from the opening Saturday to the last round's Sunday (37 weeks of rounds, three breaks).
    package static let seasonLengthDays = 7 * (rounds - 1 + 3) + 1

    /// (day relative to Saturday, hour, minute) UTC for the ten matches of a round.
    private static let weekendSlots: [(Int, Int, Int)] = [
        (-1, 19, 0), (0, 11, 30), (0, 14, 0), (0, 14, 0), (0, 14, 0), (0, 16, 30), (0, 19, 0),
        (1, 13, 0), (1, 15, 30), (2, 19, 0)
    ]
}
