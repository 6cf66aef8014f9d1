/// Plays one fixture: lineups, a planned timeline (goals, cards, substitutions, reviews), the
/// statistics around it, then the presentation quirks its directives ask for.
package enum MatchSimulator {
    /// The record of `fixture` between `home` and `away`.
    package static func play(
        _ fixture: ScheduledFixture, home: DemoClub, away: DemoClub,
        directives: MatchDirectives, seed: UInt64
    ) -> MatchRecord {
        var rng = SplitMix64(seed: seed, labels: [0x6D_61_74_63_68, UInt64(fixture.id)])
        let clubs = [home, away]
        let lineups = clubs.map { LineupSelector.select($0, rng: &rng) }
        let firstHalfExtra = rng.int(in: 1...5)
        let secondHalfExtra = rng.int(in: 2...8)
        var planner = MatchPlanner(
            firstHalfExtra: firstHalfExtra, secondHalfExtra: secondHalfExtra,
            rng: SplitMix64(seed: rng.next()))
        let plans = planner.plans(clubs: clubs, directives: directives)

        var timeline = MatchTimeline(
            clubs: clubs, lineups: lineups, secondHalfExtra: secondHalfExtra,
            rng: SplitMix64(seed: rng.next()))
        timeline.play(plans)
        var halftime = Score.zero
        for event in timeline.events where event.countsAsGoal && event.elapsed <= 45 { halftime[event.side] += 1 }

        var lines = timeline.lines
        var calculator = MatchStatsCalculator(
            clubs: clubs, people: timeline.people, fulltime: timeline.score,
            rng: SplitMix64(seed: rng.next()))
        let stats = calculator.complete(&lines)
        var record = MatchRecord(
            fixture: fixture, fulltime: timeline.score, halftime: halftime,
            firstHalfExtra: firstHalfExtra, secondHalfExtra: secondHalfExtra,
            events: timeline.events, lineups: lineups, lines: lines, teamStats: stats, directives: directives,
            coachBeforeFormation: rng.chance(0.7), zeroAssists: rng.chance(0.3), unknownSubstituteID: nil
        )
        MatchQuirkApplier.apply(directives, to: &record, rng: &rng)
        return record
    }
}
