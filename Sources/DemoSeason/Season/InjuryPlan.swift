package import CivilTime

/// Why players missed matches, read off the lineups: a player left out of his club's matchday
/// squad right after a red card was suspended; other runs of absences are sometimes an injury.
/// Every listed absence is a match he really was not named for.
package struct InjuryPlan: Sendable {
    /// One spell out of the side.
    package struct Spell: Sendable {
        package let playerID: Int
        package let clubID: Int
        /// `Knee Injury` …, or `Red Card` for a suspension.
        package let reason: String
        /// The matches he missed, in order.
        package let missed: [ScheduledFixture]
        /// The match after the spell, when he was named for it but listed as a doubt.
        package let questionable: ScheduledFixture?
        /// The days he was out: from the day after his last match to the day before his next.
        package let start: CalendarDate
        package let end: CalendarDate

        /// Whether this is a suspension rather than an injury.
        package var isSuspension: Bool { reason == Self.suspension }

        /// The reason of a suspension.
        package static let suspension = "Red Card"
    }

    /// Every spell, by club then player then date.
    package let spells: [Spell]

    /// The spells of one player, oldest first.
    package func spells(of playerID: Int) -> [Spell] {
        spells.filter { $0.playerID == playerID }
    }

    /// Reads the spells off the season's lineups and cards.
    static func plan(_ world: LeagueWorld, records: [MatchRecord], seed: UInt64) -> InjuryPlan {
        var spells: [Spell] = []
        for club in world.clubs {
            var rng = SplitMix64(seed: seed, labels: [0x69_6E_6A, UInt64(club.id)])
            let matches = records.filter { $0.clubIDs.contains(club.id) }
            let named = matches.map { record in
                let lineup = record.lineups[record.side(of: club.id)]
                return Set(lineup.starters.map(\.playerID) + lineup.bench)
            }
            for player in club.squad {
                var index = 0
                while index < matches.count {
                    guard !named[index].contains(player.id) else {
                        index += 1
                        continue
                    }
                    var runEnd = index
                    while runEnd + 1 < matches.count, !named[runEnd + 1].contains(player.id) { runEnd += 1 }
                    let sentOff =
                        index > 0
                        && matches[index - 1].events.contains {
                            $0.kind == .card && $0.detail == "Red Card" && $0.player.id == player.id
                        }
                    if sentOff {
                        spells.append(spell(player.id, club.id, Spell.suspension, matches, index...index, comeback: false))
                    } else if rng.chance(0.3) {
                        let last = min(runEnd, index + rng.int(in: 0...4))
                        let comeback = last == runEnd && last + 1 < matches.count && rng.chance(0.5)
                        spells.append(spell(player.id, club.id, rng.pick(reasons), matches, index...last, comeback: comeback))
                    }
                    index = runEnd + 1
                }
            }
        }
        return InjuryPlan(spells: spells)
    }

    private static func spell(
        _ playerID: Int, _ clubID: Int, _ reason: String, _ matches: [MatchRecord],
        _ missed: ClosedRange<Int>, comeback: Bool
    ) -> Spell {
        let first = matches[missed.lowerBound].fixture.kickoff.date
        let last = matches[missed.upperBound].fixture.kickoff.date
        let before = missed.lowerBound > 0 ? matches[missed.lowerBound - 1].fixture.kickoff.date.adding(days: 1) : nil
        let after = missed.upperBound + 1 < matches.count ? matches[missed.upperBound + 1].fixture : nil
        return Spell(
            playerID: playerID, clubID: clubID, reason: reason, missed: missed.map { matches[$0].fixture },
            questionable: comeback ? after : nil, start: before ?? first.adding(days: -4),
            end: after.map { $0.kickoff.date.adding(days: -1) } ?? last.adding(days: 4))
    }

    /// Injury reasons as the API words them.
    static let reasons = [
        "Knee Injury", "Hamstring", "Ankle Injury", "Muscle Injury", "Thigh Injury", "Illness",
        "Back Injury", "Groin Injury", "Calf Injury", "Knock"
    ]
}
