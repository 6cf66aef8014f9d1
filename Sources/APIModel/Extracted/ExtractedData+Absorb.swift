/// How decoded answers join `ExtractedData`. The dataset catalog's descriptors call these; each
/// says which answer it takes. Keys come from the request's parameters where it has them
/// (`league`, `season`, `team`, `player`, `h2h`) and otherwise from the answer itself, so saved
/// files with other queries (`fixtures?team=37&season=2023`) land in the same places.
extension ExtractedData {
    /// Adds leagues of the catalog; a league answered again replaces its earlier entry.
    package mutating func absorbCatalog(_ leagues: [LeagueCatalogEntry]) {
        catalog = Self.merged(catalog ?? [], leagues, id: \.id)
    }

    /// Adds countries; a country answered again replaces its earlier entry.
    package mutating func absorbCountries(_ list: [Country]) {
        countries = Self.merged(countries ?? [], list, id: \.name)
    }

    /// Adds fixtures: detailed ones by id; a season list (whole, when the request names the
    /// league-season and asks for no ids).
    package mutating func absorbFixtures(_ fixtures: [Fixture], for request: Request) {
        let listFor = request["ids"] == nil && request["id"] == nil ? request.leagueSeason : nil
        for fixture in fixtures where fixture.hasDetails {
            fixtureDetails[fixture.id] = fixture
        }
        if let listFor {
            seasons[listFor, default: SeasonLists()].fixtures = fixtures
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

    /// Adds a season's round names (`current=true` answers the current round).
    package mutating func absorbRounds(_ rounds: [String], for request: Request) {
        guard let key = request.leagueSeason else { return }
        if request["current"] == "true" {
            seasons[key, default: SeasonLists()].currentRounds = rounds
        } else {
            seasons[key, default: SeasonLists()].rounds = rounds
        }
    }

    /// Adds standings groups to their league-season; an empty answer leaves its league-season
    /// with no groups (an empty table), not without standings.
    package mutating func absorbStandings(_ list: [LeagueStandings], for request: Request) {
        if let key = request.leagueSeason, seasons[key]?.standings == nil { seasons[key, default: SeasonLists()].standings = [] }
        for standings in list {
            guard let key = request.leagueSeason ?? standings.league.leagueSeason else { continue }
            seasons[key, default: SeasonLists()].standings = (seasons[key]?.standings ?? []) + [standings]
        }
    }

    /// Sets one of a season's top lists (scorers, assists).
    package mutating func absorbTopList(
        _ list: [PlayerSeasonEntry], into slot: WritableKeyPath<SeasonLists, [PlayerSeasonEntry]?>, for request: Request
    ) {
        guard let key = request.leagueSeason else { return }
        seasons[key, default: SeasonLists()][keyPath: slot] = list
    }

    /// Adds squads by team.
    package mutating func absorbSquads(_ list: [Squad], for request: Request) {
        for squad in list {
            guard let team = request.integer("team") ?? squad.team.id else { continue }
            squads[team] = squad
        }
    }

    /// Adds player-season entries (pages of one player-season concatenate, repeats dropped).
    package mutating func absorbPlayerSeasons(_ list: [PlayerSeasonEntry], for request: Request) {
        for entry in list {
            guard let season = request.integer("season") ?? entry.statistics.first?.league.season else { continue }
            let key = PlayerSeasonKey(player: entry.player.id, season: season)
            var entries = playerSeasons[key] ?? []
            if !entries.contains(entry) { entries.append(entry) }
            playerSeasons[key] = entries
        }
    }

    /// Adds transfer histories by player.
    package mutating func absorbTransfers(_ list: [TransferHistory], for request: Request) {
        for history in list {
            guard let player = request.integer("player") ?? history.player.id else { continue }
            transfers[player] = history
        }
    }

    /// Adds the meetings of the pair named by the request's `h2h`.
    package mutating func absorbHeadToHead(_ fixtures: [Fixture], for request: Request) {
        guard let pair = request["h2h"].flatMap(TeamPair.init(h2h:)) else { return }
        headToHead[pair] = fixtures
    }

    /// Adds coaches by team, each once.
    package mutating func absorbCoaches(_ list: [Coach], for request: Request) {
        for coach in list {
            guard let team = request.integer("team") ?? coach.team.id else { continue }
            if !coaches[team, default: []].contains(coach) { coaches[team, default: []].append(coach) }
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
