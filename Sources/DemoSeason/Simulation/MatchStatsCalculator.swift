/// Fills in the rest of each player's line (shots, passes, duels, ratings…) around what the
/// timeline decided, then sums the lines into team statistics, so every team number is the sum
/// of its players' numbers and possession follows the passes.
struct MatchStatsCalculator {
    let clubs: [DemoClub]
    let people: [Int: DemoPlayer]
    let fulltime: Score
    var rng: SplitMix64

    /// Completes both sides' lines and returns the team statistics, home then away.
    mutating func complete(_ lines: inout [[PlayerMatchLine]]) -> [TeamMatchStats] {
        let edge = clubs[0].strength - clubs[1].strength
        let homeShare = min(0.72, max(0.3, 0.5 + 0.35 * edge + rng.double(in: -0.06...0.06)))
        let shares = [homeShare, 1 - homeShare]
        for side in 0...1 {
            for index in lines[side].indices where lines[side][index].played {
                fillPlayer(&lines[side][index], share: shares[side])
            }
        }
        for side in 0...1 {
            let opponentGoals = lines[1 - side].map(\.goals).reduce(0, +)
            let opponentOnTarget = lines[1 - side].map(\.shotsOn).reduce(0, +)
            if let keeper = lines[side].firstIndex(where: { $0.position == .goalkeeper && $0.played }) {
                lines[side][keeper].saves = max(0, opponentOnTarget - opponentGoals)
                lines[side][keeper].conceded = fulltime[1 - side]
            }
        }
        var stats = [team(lines[0]), team(lines[1])]
        let allPasses = max(1, stats[0].passes + stats[1].passes)
        let possession = min(80, max(20, (stats[0].passes * 100 + allPasses / 2) / allPasses))
        stats[0].possessionPercent = possession
        stats[1].possessionPercent = 100 - possession
        for side in 0...1 {
            let facedOnTarget = stats[1 - side].shotsOn
            let concededFromShots = lines[1 - side].map(\.goals).reduce(0, +)
            let prevented = (facedOnTarget * 30 - concededFromShots * 100) / 100
            stats[side].goalsPrevented = min(3, max(-3, prevented + rng.int(in: -1...1)))
        }
        for side in 0...1 {
            for index in lines[side].indices where lines[side][index].played {
                lines[side][index].ratingTenths = rating(lines[side][index], side: side)
            }
        }
        return stats
    }

    private mutating func fillPlayer(_ line: inout PlayerMatchLine, share: Double) {
        let player = people[line.playerID]!
        let time = Double(line.minutes ?? 0) / 90
        let threat = player.finishing * time
        let penaltyOffTarget = line.shotsTotal
        line.shotsOn += line.goals + rng.poisson(mean: threat * 0.35)
        let offTarget = penaltyOffTarget + rng.poisson(mean: threat * 0.45 + 0.05 * time)
        let blocked = rng.poisson(mean: threat * 0.3)
        line.shotsBlocked = blocked
        line.shotsTotal = line.shotsOn + offTarget + blocked
        let perNinety: Double =
            switch player.position {
            case .goalkeeper: 30
            case .defender: 58
            case .midfielder: 62
            case .attacker: 26
            }
        line.passes = Int((perNinety * share / 0.5 * time * rng.double(in: 0.75...1.25)).rounded())
        let accuracy = min(
            0.96,
            max(
                0.5,
                0.68 + 0.2 * player.quality + (share - 0.5) * 0.3
                    + rng.double(in: -0.05...0.05) - (player.position == .goalkeeper ? 0.12 : 0)))
        line.accuratePasses = Int((Double(line.passes) * accuracy).rounded())
        line.keyPasses = line.assists + rng.poisson(mean: player.creativity * time * 0.9)
        let (tackle, intercept, duel, dribble, past, offside): (Double, Double, Double, Double, Double, Double) =
            switch player.position {
            case .goalkeeper: (0, 0.1, 1, 0, 0.2, 0)
            case .defender: (2.0, 1.2, 8, 0.5, 1.0, 0.05)
            case .midfielder: (1.6, 0.8, 10, 1.5, 0.8, 0.15)
            case .attacker: (0.5, 0.2, 12, 2.5, 0.3, 0.6)
            }
        line.tackles = rng.poisson(mean: tackle * time)
        line.blocks = rng.poisson(mean: tackle * 0.25 * time)
        line.interceptions = rng.poisson(mean: intercept * time)
        line.duels = rng.poisson(mean: duel * time)
        line.duelsWon = Int((Double(line.duels) * rng.double(in: 0.3...0.7)).rounded())
        line.dribbleAttempts = rng.poisson(mean: dribble * time)
        line.dribbleSuccess = Int((Double(line.dribbleAttempts) * rng.double(in: 0.3...0.8)).rounded())
        line.dribbledPast = rng.poisson(mean: past * time)
        line.foulsCommitted = line.yellow + line.red + line.penaltyCommitted + rng.poisson(mean: player.aggression * time)
        line.foulsDrawn = line.penaltyWon + rng.poisson(mean: 1.0 * time)
        line.offsides += rng.poisson(mean: offside * time)
    }

    private mutating func team(_ lines: [PlayerMatchLine]) -> TeamMatchStats {
        var stats = TeamMatchStats()
        for line in lines {
            stats.shotsOn += line.shotsOn
            stats.shotsTotal += line.shotsTotal
            stats.shotsBlocked += line.shotsBlocked
            stats.fouls += line.foulsCommitted
            stats.offsides += line.offsides
            stats.yellowCards += line.yellow
            stats.redCards += line.red
            stats.saves += line.saves
            stats.passes += line.passes
            stats.accuratePasses += line.accuratePasses
            stats.expectedGoalsHundredths +=
                line.shotsOn * 22 + (line.shotsTotal - line.shotsOn - line.shotsBlocked) * 6
                + line.shotsBlocked * 4 + (line.penaltyScored + line.penaltyMissed) * 54
        }
        stats.shotsOff = stats.shotsTotal - stats.shotsOn - stats.shotsBlocked
        stats.shotsInsideBox = Int((Double(stats.shotsTotal) * rng.double(in: 0.55...0.8)).rounded())
        stats.shotsOutsideBox = stats.shotsTotal - stats.shotsInsideBox
        stats.corners = rng.poisson(mean: 1.5 + 0.22 * Double(stats.shotsTotal))
        stats.expectedGoalsHundredths = max(3, stats.expectedGoalsHundredths + rng.int(in: -12...12))
        return stats
    }

    private mutating func rating(_ line: PlayerMatchLine, side: Int) -> Int? {
        guard let minutes = line.minutes, minutes >= 10 else { return nil }
        let player = people[line.playerID]!
        let result = fulltime[side] - fulltime[1 - side]
        var tenths = 62 + Int(player.quality * 10) + rng.int(in: -5...5)
        tenths += line.goals * 9 + line.assists * 6 + line.keyPasses + (result > 0 ? 3 : result < 0 ? -3 : 0)
        tenths -= line.yellow * 2 + line.red * 12 + line.penaltyMissed * 5
        if player.position == .goalkeeper {
            tenths += line.saves * 2 - fulltime[1 - side] * 3 + (fulltime[1 - side] == 0 ? 5 : 0)
        }
        return min(100, max(45, tenths))
    }
}
