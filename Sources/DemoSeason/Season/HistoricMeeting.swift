/// A meeting of two clubs in an earlier season, known only by its result (head-to-head answers
/// list these beside the generated season's matches).
package struct HistoricMeeting: Sendable {
    package let fixture: ScheduledFixture
    package let season: Int
    package let fulltime: Score
    package let halftime: Score
    package let secondHalfExtra: Int

    /// The earlier seasons' fixtures of the league, played out from their own seeds.
    static func seasons(_ world: LeagueWorld, leagueIndex: Int, seed: UInt64, count: Int) -> [HistoricMeeting] {
        var meetings: [HistoricMeeting] = []
        for back in 1...count {
            let season = world.league.season - back
            let fixtures = SeasonScheduler.schedule(world, leagueIndex: leagueIndex, season: season, seed: seed)
            for fixture in fixtures {
                var rng = SplitMix64(seed: seed, labels: [0x68_32_68, UInt64(fixture.id)])
                let edge = world.club(fixture.homeID)!.strength - world.club(fixture.awayID)!.strength
                let fulltime = Score(
                    home: rng.poisson(mean: max(0.25, 1.45 + 1.6 * edge)),
                    away: rng.poisson(mean: max(0.2, 1.15 - 1.6 * edge)))
                var halftime = Score.zero
                for side in 0...1 {
                    for _ in 0..<fulltime[side] where rng.chance(0.45) { halftime[side] += 1 }
                }
                meetings.append(
                    HistoricMeeting(
                        fixture: fixture, season: season, fulltime: fulltime, halftime: halftime,
                        secondHalfExtra: rng.int(in: 2...8)))
            }
        }
        return meetings
    }
}
