import JSON

@testable import APIModel

/// One line of facts about a decoded sample, read through the model for its endpoint folder.
/// The expected lines in `SampleCorpusTests` were computed from the raw JSON with Python's
/// json module, so a model that drops, renames or misreads a field changes the line.
enum SampleSummary {
    /// `get=… params=… errors=… results=… paging=…; <facts from the models>`.
    static func line(folder: String, envelope: Envelope) throws -> String {
        let paging = envelope.paging.map { "\($0.current)/\($0.total)" } ?? "none"
        let head =
            "get=\(envelope.get) params=\(envelope.parameters.count) errors=\(envelope.errors.count) "
            + "results=\(text(envelope.results)) paging=\(paging)"
        return head + "; " + (try body(folder: folder, envelope: envelope))
    }

    private static func body(folder: String, envelope: Envelope) throws -> String {
        switch folder {
        case "fixtures", "fixtures_headtohead": return fixtures(try envelope.list(of: Fixture.self))
        case "fixtures_events": return events(try envelope.list(of: FixtureEvent.self))
        case "fixtures_lineups":
            return try envelope.list(of: Lineup.self).map {
                "\(text($0.team.id)) \(text($0.formation)) XI \($0.startXI.count) subs \($0.substitutes.count) coach "
                    + "\($0.coach.name ?? "-")"
            }.joined(separator: " | ")
        case "fixtures_statistics":
            return try envelope.list(of: FixtureTeamStatistics.self).map {
                "\(text($0.team.id)): \($0.statistics.count) types, \($0.statistics[0].type)=\(text($0.statistics[0].value))"
            }.joined(separator: " | ")
        case "fixtures_players":
            return try envelope.list(of: FixtureTeamPlayers.self).map {
                let first = $0.players[0]
                return "\(text($0.team.id)): \($0.players.count) players, first \(text(first.name)) "
                    + "rating \(text(first.statistics?.rating)) minutes \(text(first.statistics?.minutes))"
            }.joined(separator: " | ")
        case "fixtures_rounds":
            let rounds = try envelope.list(of: String.self)
            return "\(rounds.count) rounds; first \"\(rounds[0])\"; last \"\(rounds[rounds.count - 1])\""
        case "standings": return standings(try envelope.list(of: LeagueStandings.self))
        case "players_topscorers", "players_topassists", "players_topyellowcards":
            return players(try envelope.list(of: PlayerSeasonEntry.self))
        case "players_squads":
            let squad = try envelope.list(of: Squad.self)[0]
            return "team \(text(squad.team.id)) \(text(squad.team.name)); \(squad.players.count) players; "
                + "null numbers \(squad.players.filter { $0.number == nil }.count)"
        case "transfers":
            let history = try envelope.list(of: TransferHistory.self)[0]
            let first = history.transfers[0]
            return "player \(text(history.player.id)) \(text(history.player.name)); \(history.transfers.count) transfers; "
                + "first \(text(first.date)) \(text(first.type)) \(text(first.teamOut.id))->\(text(first.teamIn.id))"
        case "leagues": return leagues(try envelope.list(of: LeagueCatalogEntry.self))
        case "countries":
            let countries = try envelope.list(of: Country.self)
            return "\(countries.count) countries; first \(text(countries[0].name)) \(text(countries[0].code))"
        case "coachs": return coaches(try envelope.list(of: Coach.self))
        case "leagues_seasons", "players_seasons", "teams_seasons":
            let years = try envelope.list(of: Int.self)
            return "\(years.count) years \(years[0])..\(years[years.count - 1])"
        case "teams":
            let teams = try envelope.list(of: TeamProfile.self)
            return
                "\(teams.count) teams; first \(teams[0].id) \(text(teams[0].name)) venue \(text(teams[0].venue.id)) "
                + "\(text(teams[0].venue.name)); "
                + "venues without id \(teams.filter { $0.venue.id == nil }.count)"
        case "venues":
            let venues = try envelope.list(of: Venue.self)
            return
                "\(venues.count) venues; first \(text(venues[0].id)) \(text(venues[0].city)) \(text(venues[0].country)) "
                + "\(text(venues[0].capacity)); "
                + "null addresses \(venues.filter { $0.address == nil }.count)"
        case "injuries": return injuries(try envelope.list(of: Injury.self))
        case "sidelined":
            let periods = try envelope.list(of: SidelinedPeriod.self)
            return "\(periods.count) periods; first \(text(periods[0].type)) \(text(periods[0].start))..\(text(periods[0].end)); "
                + "open \(periods.filter { $0.end == nil }.count)"
        case "teams_statistics": return teamStatistics(try envelope.item(of: TeamSeasonStatistics.self))
        case "errors":
            return envelope.errors.map { "\($0.field): \($0.message) (\(kind($0.kind)))" }.joined(separator: " | ")
        default: return try unmodelled(envelope.response)
        }
    }

    private static func fixtures(_ fixtures: [Fixture]) -> String {
        let first = fixtures[0]
        var line =
            "\(fixtures.count) fixtures; first \(first.id) \(text(first.status.short)) "
            + "\(text(first.goals.home))-\(text(first.goals.away)) \"\(text(first.league.round))\""
        guard fixtures.contains(where: { $0.events != nil }) else { return line + "; no details" }
        let events = fixtures.reduce(0) { $0 + ($1.events?.count ?? 0) }
        let lineups = fixtures.reduce(0) { $0 + ($1.lineups?.count ?? 0) }
        let statistics = fixtures.reduce(0) { $0 + ($1.statistics?.count ?? 0) }
        let players = fixtures.reduce(0) { $0 + ($1.players ?? []).reduce(0) { $0 + $1.players.count } }
        line += "; events \(events) lineups \(lineups) statistics \(statistics) players \(players)"
        return line
    }

    private static func events(_ events: [FixtureEvent]) -> String {
        let first = events[0]
        return "\(events.count) events; first \(text(first.type))/\(text(first.detail)) at \(text(first.elapsed))+\(first.extra ?? 0); "
            + "subst \(events.filter { $0.type == "subst" }.count)"
    }

    private static func standings(_ standings: [LeagueStandings]) -> String {
        let league = standings[0]
        let leader = league.groups[0][0]
        return "\(standings.count) leagues; league \(text(league.league.id)) season \(text(league.league.season)); "
            + "groups \(league.groups.map { String($0.count) }.joined(separator: ",")); "
            + "leader \(text(leader.team.name)) \(text(leader.points))"
    }

    private static func players(_ entries: [PlayerSeasonEntry]) -> String {
        let first = entries[0]
        let statistics = first.statistics[0]
        return "\(entries.count) players; first \(first.player.id) \(text(first.player.name)) "
            + "goals \(text(statistics.goals)) assists \(text(statistics.assists)) rating \(text(statistics.rating)); "
            + "multi-club \(entries.filter { $0.statistics.count > 1 }.count)"
    }

    private static func leagues(_ leagues: [LeagueCatalogEntry]) -> String {
        let first = leagues[0]
        let current = leagues.reduce(0) { $0 + $1.seasons.filter { $0.current == true }.count }
        return "\(leagues.count) leagues; first \(first.id) \(text(first.name)) (\(text(first.type))) "
            + "\(text(first.country.code)) seasons \(first.seasons.count); current \(current)"
    }

    private static func coaches(_ coaches: [Coach]) -> String {
        let first = coaches[0]
        return "\(coaches.count) coaches; first \(first.profile.id) \(text(first.profile.name)) team \(text(first.team.name)); "
            + "career \(first.career.count), open \(first.career.filter { $0.end == nil }.count)"
    }

    private static func injuries(_ injuries: [Injury]) -> String {
        let first = injuries[0]
        return "\(injuries.count) injuries; first \(text(first.player.id)) \(text(first.type))/\(text(first.reason)) "
            + "fixture \(text(first.fixture.id)); questionable \(injuries.filter { $0.type == "Questionable" }.count)"
    }

    private static func teamStatistics(_ statistics: TeamSeasonStatistics?) -> String {
        guard let stats = statistics else { return "no statistics" }
        return "team \(text(stats.team.id)) league \(text(stats.league.id)) season \(text(stats.league.season)); "
            + "played \(text(stats.played.total)) goals \(text(stats.goalsFor.total.total))-\(text(stats.goalsAgainst.total.total)) "
            + "average \(text(stats.goalsFor.average.total)); buckets \(stats.goalsFor.minutes.count), formations \(stats.formations.count)"
    }

    /// Endpoints the tool has no model for: only the response's shape.
    private static func unmodelled(_ response: JSONNode) throws -> String {
        if case .object? = response.value { return "response object with \(try response.members().count) keys" }
        return "response array of \(try response.elements()?.count ?? 0)"
    }

    private static func kind(_ kind: APIRefusal.Kind) -> String {
        switch kind {
        case .token: "token"
        case .requests: "requests"
        case .rateLimit: "rateLimit"
        case .plan: "plan"
        case .other: "other"
        }
    }

    private static func text(_ value: (some CustomStringConvertible)?) -> String {
        value.map(\.description) ?? "null"
    }

    private static func text(_ scalar: APIScalar) -> String {
        switch scalar {
        case .null: "null"
        case .number(let literal): literal
        case .string(let text): "\"\(text)\""
        case .bool(let flag): flag ? "true" : "false"
        }
    }
}
