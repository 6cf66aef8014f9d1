import CivilTime
import JSON

/// League-level answers: standings, top lists, rounds, transfers and head-to-head.
struct SeasonJSON {
    let season: LeagueSeason

    /// `standings?league=&season=`: one league object holding one group.
    func standings() -> [JSONValue] {
        let league = season.world.league
        let update = DemoKickoff(date: season.world.referenceDate, hour: 0, minute: 0).iso
        let rows: [JSONValue] = season.standings.map { row in
            .object([
                "rank": .int(row.rank),
                "team": .club(row.club),
                "points": .int(row.points),
                "goalsDiff": .int(row.goalDifference),
                "group": .string(league.name),
                "form": .string(row.form),
                "status": .string(row.status),
                "description": .text(row.description),
                "all": record(row.all), "home": record(row.home), "away": record(row.away),
                "update": .string(update)
            ])
        }
        return [
            .object([
                "league": .object([
                    "id": .int(league.id), "name": .string(league.name), "country": .string(league.countryName),
                    "logo": .string(league.logo), "flag": .string(league.flag), "season": .int(league.season),
                    "standings": .array([.array(rows)])
                ])
            ])
        ]
    }

    private func record(_ r: StandingRow.Record) -> JSONValue {
        .object([
            "played": .int(r.played), "win": .int(r.win), "draw": .int(r.draw), "lose": .int(r.lose),
            "goals": .object(["for": .int(r.goalsFor), "against": .int(r.goalsAgainst)])
        ])
    }

    /// A top list's items in rank order.
    func topList(_ candidates: [TopPlayerRanking.Candidate]) -> [JSONValue] {
        candidates.map { candidate in
            let career = season.careers.first { $0.playerID == candidate.playerID }!
            return PlayerJSON(season: season).item(season.player(candidate.playerID)!.player, career.seasons[0])
        }
    }

    /// `players?id=&season=`: the player's season, or nothing when he has none recorded.
    func player(_ career: PlayerCareer, season year: Int) -> [JSONValue] {
        guard let spell = career.spell(year) else { return [] }
        return [PlayerJSON(season: season).item(season.player(career.playerID)!.player, spell)]
    }

    /// `transfers?player=`: empty when he never moved.
    func transfers(_ career: PlayerCareer) -> [JSONValue] {
        guard !career.transfers.isEmpty else { return [] }
        let player = season.player(career.playerID)!.player
        let update = DemoKickoff(date: season.world.referenceDate, hour: 6, minute: player.id % 60).iso
        return [
            .object([
                "player": .object(["id": .int(player.id), "name": .string(season.name(of: player, asciiSpelling: true))]),
                "update": .string(update),
                "transfers": .array(
                    career.transfers.map { transfer in
                        .object([
                            "date": .string(transfer.date.isoText),
                            "type": .string(transfer.type),
                            "teams": .object(["in": .club(transfer.to), "out": .club(transfer.from)])
                        ])
                    })
            ])
        ]
    }

    /// `fixtures/rounds`: every round, or only the current (last) one.
    func rounds(currentOnly: Bool) -> [JSONValue] {
        let rounds = currentOnly ? [SeasonScheduler.rounds] : Array(1...SeasonScheduler.rounds)
        return rounds.map { .string("Regular Season - \($0)") }
    }

    /// `fixtures/headtohead?h2h=A-B&last=N`: the pair's last meetings, newest first. Earlier
    /// seasons show the first club's ground in capitals (the API's names vary in case).
    func headToHead(_ pair: (Int, Int), last: Int, meetings: [HistoricMeeting]) -> [JSONValue] {
        let fixtureJSON = FixtureJSON(world: season.world)
        let shouting = season.world.clubs[0]
        let current = season.records.filter { [pair.0, pair.1] == $0.clubIDs.sorted() }
            .map { (kickoff: $0.fixture.kickoff, value: fixtureJSON.summary($0)) }
        let earlier = meetings.map { meeting in
            let venue = meeting.fixture.homeID == shouting.id ? shouting.venue.name.uppercased() : nil
            return (
                kickoff: meeting.fixture.kickoff,
                value: fixtureJSON.summary(
                    meeting.fixture, season: meeting.season, fulltime: meeting.fulltime,
                    halftime: meeting.halftime, secondHalfExtra: meeting.secondHalfExtra,
                    venueName: venue)
            )
        }
        return (current + earlier).sorted { $0.kickoff > $1.kickoff }.prefix(last).map { .object($0.value) }
    }
}
