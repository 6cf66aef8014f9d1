import CivilTime

/// Invents the two seasons before the generated one for a selected player (sometimes at
/// another club of the league or of its second tier) and the transfers between those clubs.
enum PlayerCareerBuilder {
    /// How many seasons each selected player's profile covers (the generated one and two before).
    static let seasonsCovered = 3

    /// The player's three seasons (the generated one from `totals`) and his transfers.
    static func career(
        of player: DemoPlayer, club: DemoClub, totals: PlayerSeasonTotals,
        world: LeagueWorld, seed: UInt64
    ) -> PlayerCareer {
        var rng = SplitMix64(seed: seed, labels: [0x63_61_72, UInt64(player.id)])
        let league = world.league
        var spells = [
            PlayerCareer.SeasonSpell(
                season: league.season, club: club.identity, leagueID: league.id,
                leagueName: league.name, totals: totals)
        ]
        var transfers: [PlayerCareer.Transfer] = []
        for back in 1..<seasonsCovered {
            let later = spells[back - 1].club
            let age = league.season - back - player.birthDate.year
            var earlier = later
            if rng.chance(age < 21 ? 0.6 : 0.3) {
                let secondTier = rng.chance(age < 23 ? 0.7 : 0.4)
                earlier =
                    secondTier
                    ? rng.pick(world.secondTierClubs)
                    : rng.pick(world.clubs.map(\.identity).filter { $0 != later })
                transfers.append(
                    PlayerCareer.Transfer(
                        date: CalendarDate(year: league.season - back + 1, month: rng.pick([6, 7, 7]), day: rng.int(in: 1...28)),
                        type: transferType(&rng), from: earlier, to: later))
            }
            let inLeague = world.club(earlier.id) != nil
            spells.append(
                PlayerCareer.SeasonSpell(
                    season: league.season - back, club: earlier,
                    leagueID: inLeague ? league.id : league.secondTierID,
                    leagueName: inLeague ? league.name : league.secondTierName,
                    totals: inventedTotals(player, strongerLeague: inLeague, rng: &rng)))
        }
        var first = spells.last!.club
        var year = league.season - seasonsCovered + 1
        while transfers.count < 4, rng.chance(0.35) {
            let from = rng.pick(world.secondTierClubs.filter { $0 != first })
            year -= rng.int(in: 1...2)
            transfers.append(
                PlayerCareer.Transfer(
                    date: CalendarDate(year: year, month: 7, day: rng.int(in: 1...28)),
                    type: transferType(&rng), from: from, to: first))
            first = from
        }
        return PlayerCareer(playerID: player.id, seasons: spells, transfers: transfers.sorted { $0.date > $1.date })
    }

    private static func transferType(_ rng: inout SplitMix64) -> String {
        switch rng.int(in: 0...9) {
        case 0...2: "N/A"
        case 3, 4: "Free"
        case 5: "Loan"
        case 6: "€ \(rng.int(in: 2...9))00K"
        default: "€ \(rng.int(in: 1...25)).\(rng.int(in: 0...9))M"
        }
    }

    /// Plausible numbers for a season nobody simulated.
    private static func inventedTotals(
        _ player: DemoPlayer, strongerLeague: Bool,
        rng: inout SplitMix64
    ) -> PlayerSeasonTotals {
        var t = PlayerSeasonTotals()
        t.appearances = rng.int(in: 12...36)
        t.lineups = t.appearances - rng.int(in: 0...min(10, t.appearances))
        t.substitutesIn = t.appearances - t.lineups
        t.bench = t.substitutesIn + rng.int(in: 0...6)
        t.substitutesOut = rng.int(in: 0...t.lineups)
        t.minutes = t.lineups * rng.int(in: 72...88) + t.substitutesIn * rng.int(in: 8...30)
        t.ratedMatches = t.appearances
        t.ratingTenthsSum = t.appearances * rng.int(in: 64...73) + rng.int(in: 0...t.appearances)
        let games = Double(t.minutes) / 90
        let boost = strongerLeague ? 1.0 : 1.3
        t.goals = rng.poisson(mean: player.finishing * games * 0.2 * boost)
        t.assists = rng.poisson(mean: player.creativity * games * 0.1 * boost)
        t.shotsOn = t.goals + rng.poisson(mean: player.finishing * games * 0.4)
        t.shotsTotal = t.shotsOn + rng.poisson(mean: player.finishing * games * 0.7)
        t.penaltyScored = min(t.goals, rng.poisson(mean: player.finishing > 1.5 ? 1.5 : 0.1))
        t.passes = Int(games * (player.position == .defender ? 52 : player.position == .attacker ? 24 : 48))
        t.accuratePasses = Int(Double(t.passes) * (0.7 + 0.2 * player.quality))
        t.keyPasses = t.assists + rng.poisson(mean: player.creativity * games * 0.8)
        t.tackles = rng.poisson(mean: games * (player.position == .attacker ? 0.5 : 1.6))
        t.interceptions = rng.poisson(mean: games * 0.6)
        t.duels = rng.poisson(mean: games * 9)
        t.duelsWon = t.duels / 2
        t.dribbleAttempts = rng.poisson(mean: games * 1.2)
        t.dribbleSuccess = t.dribbleAttempts / 2
        t.foulsCommitted = rng.poisson(mean: games * player.aggression)
        t.foulsDrawn = rng.poisson(mean: games)
        t.yellow = rng.poisson(mean: games * player.aggression * 0.15)
        t.red = rng.chance(0.05) ? 1 : 0
        if player.position == .goalkeeper {
            t.conceded = rng.poisson(mean: games * 1.3)
            t.saves = rng.poisson(mean: games * 2.6)
        }
        return t
    }
}
