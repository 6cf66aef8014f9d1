/// Files decoded answers into `ExtractedData` by endpoint. Keys come from the request's
/// parameters where it has them (`league`, `season`, `team`, `player`, `h2h`) and otherwise
/// from the answer itself, so saved files with other queries (`fixtures?team=37&season=2023`)
/// land in the same places.
extension ExtractedData {
    /// Decodes `envelope`, the answer to `request`, and adds it.
    package mutating func absorb(_ envelope: Envelope, for request: Request) throws(APIModelError) {
        let seasonKey = request.leagueSeason
        switch request.endpoint {
        case .status:
            return
        case .leagues:
            catalog = Self.merged(catalog ?? [], try envelope.list(of: LeagueCatalogEntry.self), id: \.id)
        case .countries:
            countries = Self.merged(countries ?? [], try envelope.list(of: Country.self), id: \.name)
        case .fixtures:
            absorbFixtures(try envelope.list(of: Fixture.self), listFor: request["ids"] == nil && request["id"] == nil ? seasonKey : nil)
        case .fixturesRounds:
            guard let seasonKey else { return }
            let rounds = try envelope.list(of: String.self)
            if request["current"] == "true" { seasons[seasonKey, default: SeasonLists()].currentRounds = rounds } else { seasons[seasonKey, default: SeasonLists()].rounds = rounds }
        case .standings:
            for standings in try envelope.list(of: LeagueStandings.self) {
                guard let key = seasonKey ?? standings.league.leagueSeason else { continue }
                seasons[key, default: SeasonLists()].standings = (seasons[key]?.standings ?? []) + [standings]
            }
        case .topScorers:
            if let seasonKey { seasons[seasonKey, default: SeasonLists()].topScorers = try envelope.list(of: PlayerSeasonEntry.self) }
        case .topAssists:
            if let seasonKey { seasons[seasonKey, default: SeasonLists()].topAssists = try envelope.list(of: PlayerSeasonEntry.self) }
        case .squads:
            for squad in try envelope.list(of: Squad.self) {
                guard let team = request.integer("team") ?? squad.team.id else { continue }
                squads[team] = squad
            }
        case .players:
            for entry in try envelope.list(of: PlayerSeasonEntry.self) {
                guard let season = request.integer("season") ?? entry.statistics.first?.league.season else { continue }
                let key = PlayerSeasonKey(player: entry.player.id, season: season)
                var entries = playerSeasons[key] ?? []
                if !entries.contains(entry) { entries.append(entry) }
                playerSeasons[key] = entries
            }
        case .transfers:
            for history in try envelope.list(of: TransferHistory.self) {
                guard let player = request.integer("player") ?? history.player.id else { continue }
                transfers[player] = history
            }
        case .fixturesHeadToHead:
            let fixtures = try envelope.list(of: Fixture.self)
            guard let pair = request["h2h"].flatMap(TeamPair.init(h2h:)) else { return }
            headToHead[pair] = fixtures
        case .coaches:
            for coach in try envelope.list(of: Coach.self) {
                guard let team = request.integer("team") ?? coach.team.id else { continue }
                if !coaches[team, default: []].contains(coach) { coaches[team, default: []].append(coach) }
            }
        }
    }

    /// Adds fixtures: detailed ones by id; a season list (whole, when `listFor` names the season).
    private mutating func absorbFixtures(_ fixtures: [Fixture], listFor seasonKey: LeagueSeason?) {
        for fixture in fixtures where fixture.hasDetails {
            fixtureDetails[fixture.id] = fixture
        }
        if let seasonKey {
            seasons[seasonKey, default: SeasonLists()].fixtures = fixtures
            return
        }
        // A list of another shape (by team, by date): file each fixture under its own league-season.
        guard fixtures.contains(where: { !$0.hasDetails }) else { return }
        for fixture in fixtures {
            guard let key = fixture.league.leagueSeason else { continue }
            var list = seasons[key]?.fixtures ?? []
            if !list.contains(where: { $0.id == fixture.id }) { list.append(fixture) }
            seasons[key, default: SeasonLists()].fixtures = list
        }
    }

    private static func merged<T, ID: Hashable>(_ old: [T], _ new: [T], id: (T) -> ID?) -> [T] {
        var seen = Set(new.compactMap(id))
        return new + old.filter { item in id(item).map { seen.insert($0).inserted } ?? true }
    }
}

extension Fixture {
    /// Whether the answer embedded any of events, lineups, statistics or players.
    package var hasDetails: Bool { events != nil || lineups != nil || statistics != nil || players != nil }
}

extension LeagueReference {
    /// The league-season this reference names, when it has both.
    package var leagueSeason: LeagueSeason? {
        guard let id, let season else { return nil }
        return LeagueSeason(league: id, season: season)
    }
}

extension Request {
    /// An integer parameter.
    package func integer(_ name: String) -> Int? { self[name].flatMap { Int($0) } }

    /// The league-season named by `league` and `season` parameters.
    package var leagueSeason: LeagueSeason? {
        guard let league = integer("league"), let season = integer("season") else { return nil }
        return LeagueSeason(league: league, season: season)
    }
}

extension TeamPair {
    /// Reads an `h2h=33-50` value.
    package init?(h2h: String) {
        let ids = h2h.split(separator: "-").compactMap { Int($0) }
        guard ids.count == 2 else { return nil }
        self.init(ids[0], ids[1])
    }
}
