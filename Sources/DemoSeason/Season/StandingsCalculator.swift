/// Builds the league table from the fixtures' final scores: points 3/1/0, ranked by points,
/// goal difference, goals scored, then name; descriptions for the top and bottom places.
package enum StandingsCalculator {
    /// The final table.
    package static func table(_ world: LeagueWorld, records: [MatchRecord]) -> [StandingRow] {
        let lastRound = records.map(\.fixture.round).max() ?? 0
        let before = ranked(world, records: records.filter { $0.fixture.round < lastRound })
        var rows = ranked(world, records: records)
        for index in rows.indices {
            let previous = before.first { $0.club.id == rows[index].club.id }?.rank ?? rows[index].rank
            rows[index].status = previous > rows[index].rank ? "up" : previous < rows[index].rank ? "down" : "same"
            rows[index].description = description(rank: rows[index].rank, count: rows.count, league: world.league)
        }
        return rows
    }

    /// The table over some records, ranked.
    static func ranked(_ world: LeagueWorld, records: [MatchRecord]) -> [StandingRow] {
        var rows = world.clubs.map { StandingRow(club: $0.identity) }
        let ordered = records.sorted { ($0.fixture.kickoff, $0.fixture.id) < ($1.fixture.kickoff, $1.fixture.id) }
        for record in ordered {
            for side in 0...1 {
                guard let index = rows.firstIndex(where: { $0.club.id == record.clubIDs[side] }) else { continue }
                let scored = record.fulltime[side]
                let conceded = record.fulltime[1 - side]
                rows[index].all.add(scored: scored, conceded: conceded)
                if side == 0 {
                    rows[index].home.add(scored: scored, conceded: conceded)
                } else {
                    rows[index].away.add(scored: scored, conceded: conceded)
                }
                rows[index].results.insert(scored > conceded ? "W" : scored == conceded ? "D" : "L", at: 0)
            }
        }
        rows.sort { a, b in
            (a.points, a.goalDifference, a.all.goalsFor) != (b.points, b.goalDifference, b.all.goalsFor)
                ? (a.points, a.goalDifference, a.all.goalsFor) > (b.points, b.goalDifference, b.all.goalsFor)
                : (a.club.name, a.club.id) < (b.club.name, b.club.id)
        }
        for index in rows.indices { rows[index].rank = index + 1 }
        return rows
    }

    private static func description(rank: Int, count: Int, league: LeagueIdentity) -> String? {
        switch rank {
        case 1...4: "Promotion - Champions League (Group Stage: )"
        case 5: "Promotion - Europa League (Group Stage: )"
        case 6: "Promotion - Europa Conference League (Qualification: )"
        case (count - 2)...count: "Relegation - \(league.secondTierName)"
        default: nil
        }
    }
}
