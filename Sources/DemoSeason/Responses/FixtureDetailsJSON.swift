import JSON

/// A `fixtures?ids=` item: the fixture object plus its `events`, `lineups`, `statistics` and
/// `players`, all rendered from the match record.
struct FixtureDetailsJSON {
    let world: LeagueWorld
    /// Player id → player (lookup only).
    let people: [Int: DemoPlayer]

    /// A renderer for the fixtures of `world`.
    init(world: LeagueWorld) {
        self.world = world
        var people: [Int: DemoPlayer] = [:]
        for club in world.clubs { for player in club.squad { people[player.id] = player } }
        self.people = people
    }

    /// The whole item.
    func item(_ record: MatchRecord) -> JSONValue {
        var object = FixtureJSON(world: world).summary(record)
        object["events"] = .array(record.events.map { event(record, $0) })
        object["lineups"] = .array((0...1).map { lineup(record, side: $0) })
        object["statistics"] = .array((0...1).map { statistics(record, side: $0) })
        object["players"] = .array((0...1).map { players(record, side: $0) })
        return .object(object)
    }

    private func event(_ record: MatchRecord, _ event: MatchEvent) -> JSONValue {
        .object([
            "time": .object(["elapsed": .int(event.elapsed), "extra": .integer(event.extra)]),
            "team": .club(world.club(record.clubIDs[event.side])!.identity),
            "player": .object(["id": .integer(event.player.id), "name": .text(event.player.name)]),
            "assist": .object(["id": .integer(event.assist.id), "name": .text(event.assist.name)]),
            "type": .string(event.kind.rawValue),
            "detail": .string(event.detail),
            "comments": .text(event.comments)
        ])
    }

    private func lineup(_ record: MatchRecord, side: Int) -> JSONValue {
        let lineup = record.lineups[side]
        let club = world.club(lineup.clubID)!
        let coach = club.coach
        let colors: JSONValue = .object([
            "player": .object([
                "primary": .string(club.kit.primary), "number": .string(club.kit.number),
                "border": .string(club.kit.border)
            ]),
            "goalkeeper": .object([
                "primary": .string(club.kit.goalkeeperPrimary),
                "number": .string(club.kit.goalkeeperNumber),
                "border": .string(club.kit.goalkeeperPrimary)
            ])
        ])
        var team = JSONObject()
        team["id"] = .int(club.id)
        team["name"] = .string(club.name)
        team["logo"] = .string(club.identity.logo)
        team["colors"] = colors
        let coachValue: JSONValue = .object([
            "id": .int(coach.id), "name": .string(coach.name), "photo": .string(coach.photo)
        ])
        let starters = lineup.starters.map { lineupPlayer($0.playerID, grid: $0.grid, record: record) }
        let bench = lineup.bench.map { lineupPlayer($0, grid: nil, record: record) }
        // Newer responses put `coach` right after `team`, older ones last: both occur.
        var object = JSONObject()
        object["team"] = .object(team)
        if record.coachBeforeFormation { object["coach"] = coachValue }
        object["formation"] = .string(lineup.formation.rawValue)
        object["startXI"] = .array(starters)
        object["substitutes"] = .array(bench)
        if !record.coachBeforeFormation { object["coach"] = coachValue }
        return .object(object)
    }

    private func lineupPlayer(_ id: Int, grid: String?, record: MatchRecord) -> JSONValue {
        let player = people[id]!
        // The API sometimes sends a substitute without an id in the lineup (id 0 in `players`).
        let shownID: JSONValue = record.unknownSubstituteID == id ? .null : .int(id)
        return .object([
            "player": .object([
                "id": shownID, "name": .string(player.fullName), "number": .int(player.number),
                "pos": .string(player.position.letter), "grid": .text(grid)
            ])
        ])
    }

    private func statistics(_ record: MatchRecord, side: Int) -> JSONValue {
        let s = record.teamStats[side]
        let values: [(String, JSONValue)] = [
            ("Shots on Goal", .int(s.shotsOn)), ("Shots off Goal", .int(s.shotsOff)),
            ("Total Shots", .int(s.shotsTotal)), ("Blocked Shots", .int(s.shotsBlocked)),
            ("Shots insidebox", .int(s.shotsInsideBox)), ("Shots outsidebox", .int(s.shotsOutsideBox)),
            ("Fouls", .int(s.fouls)), ("Corner Kicks", .int(s.corners)), ("Offsides", .countOrNull(s.offsides)),
            ("Ball Possession", .string(DecimalText.percent(s.possessionPercent))),
            ("Yellow Cards", .int(s.yellowCards)), ("Red Cards", .countOrNull(s.redCards)),
            ("Goalkeeper Saves", .int(s.saves)), ("Total passes", .int(s.passes)),
            ("Passes accurate", .int(s.accuratePasses)),
            ("Passes %", s.passes == 0 ? .null : .string(DecimalText.percent(s.passPercent))),
            ("expected_goals", .string(DecimalText.twoDecimals(hundredths: s.expectedGoalsHundredths))),
            ("goals_prevented", .int(s.goalsPrevented))
        ]
        return .object([
            "team": .club(world.club(record.clubIDs[side])!.identity),
            "statistics": .array(values.map { .object(["type": .string($0.0), "value": $0.1]) })
        ])
    }
}
