import CivilTime
import JSON

/// The `players` block of a fixture: one entry per named player, unused substitutes all-null.
extension FixtureDetailsJSON {
    /// One side's `players` block.
    func players(_ record: MatchRecord, side: Int) -> JSONValue {
        let club = world.club(record.clubIDs[side])!
        let kickoff = record.fixture.kickoff
        // `update` is written in a local offset even for UTC requests: +01:00 in winter, +02:00 in summer.
        let offset = (4...10).contains(kickoff.date.month) ? 2 : 1
        var team = JSONObject()
        team["id"] = .int(club.id)
        team["name"] = .string(club.name)
        team["logo"] = .string(club.identity.logo)
        team["update"] = .string(kickoff.adding(minutes: 150 + record.fixture.id % 90).iso(offsetHours: offset))
        return .object([
            "team": .object(team),
            "players": .array(record.lines[side].map { playerEntry($0, record: record) })
        ])
    }

    private func playerEntry(_ line: PlayerMatchLine, record: MatchRecord) -> JSONValue {
        let player = people[line.playerID]!
        let unknown = record.unknownSubstituteID == line.playerID
        return .object([
            "player": .object([
                "id": .int(unknown ? 0 : player.id), "name": .string(player.fullName),
                "photo": unknown ? .null : .string(player.photo)
            ]),
            "statistics": .array([.object(line.played ? playedStatistics(line, record: record) : unusedStatistics(line))])
        ])
    }

    private func playedStatistics(_ l: PlayerMatchLine, record: MatchRecord) -> JSONObject {
        let keeper = l.position == .goalkeeper
        var object: JSONObject = [
            "games": games(l),
            "offsides": .countOrNull(l.offsides),
            "shots": .object(["total": .countOrNull(l.shotsTotal), "on": .countOrNull(l.shotsOn)]),
            "goals": .object([
                "total": .countOrNull(l.goals), "conceded": .int(l.conceded),
                "assists": record.zeroAssists ? .int(l.assists) : .countOrNull(l.assists),
                "saves": keeper ? .int(l.saves) : .null
            ]),
            "passes": .object([
                "total": .countOrNull(l.passes), "key": .countOrNull(l.keyPasses),
                // A count of accurate passes, sent as a string in match statistics.
                "accuracy": l.passes == 0 ? .null : .string(String(l.accuratePasses))
            ])
        ]
        object.entries += JSONValue.defensiveBlocks(l.counts)
        object["cards"] = .object(["yellow": .int(l.yellow), "red": .int(l.red)])
        object["penalty"] = .object([
            "won": .countOrNull(l.penaltyWon), "commited": .countOrNull(l.penaltyCommitted),
            "scored": .int(l.penaltyScored), "missed": .int(l.penaltyMissed),
            "saved": keeper ? .int(l.penaltySaved) : .null
        ])
        return object
    }

    /// A named substitute who did not come on: minutes and rating null, conceded and cards 0,
    /// penalties scored/missed 0, everything else null (as the API sends it).
    private func unusedStatistics(_ l: PlayerMatchLine) -> JSONObject {
        [
            "games": games(l),
            "offsides": .null,
            "shots": .object(["total": .null, "on": .null]),
            "goals": .object(["total": .null, "conceded": .int(0), "assists": .null, "saves": .null]),
            "passes": .object(["total": .null, "key": .null, "accuracy": .null]),
            "tackles": .object(["total": .null, "blocks": .null, "interceptions": .null]),
            "duels": .object(["total": .null, "won": .null]),
            "dribbles": .object(["attempts": .null, "success": .null, "past": .null]),
            "fouls": .object(["drawn": .null, "committed": .null]),
            "cards": .object(["yellow": .int(0), "red": .int(0)]),
            "penalty": .object(["won": .null, "commited": .null, "scored": .int(0), "missed": .int(0), "saved": .null])
        ]
    }

    private func games(_ l: PlayerMatchLine) -> JSONValue {
        .object([
            "minutes": .integer(l.minutes), "number": .int(l.number), "position": .string(l.position.letter),
            "rating": .text(l.ratingTenths.map(DecimalText.matchRating)), "captain": .bool(l.captain),
            "substitute": .bool(!l.starter)
        ])
    }
}
