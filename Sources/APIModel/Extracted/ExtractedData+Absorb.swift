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

    /// Adds fixtures: detailed ones by id; a season list's rows to the league-season the request
    /// names (else each to its own, as a list by team, date or live has them). Where a fixture is
    /// already held, the rule of docs/answers.md decides which answer stays.
    package mutating func absorbFixtures(_ fixtures: [Fixture], from source: AnswerSource) {
        let request = source.request
        let listFor = request["ids"] == nil && request["id"] == nil ? request.leagueSeason : nil
        for fixture in fixtures where fixture.hasDetails {
            var kept = (value: fixture, choice: AnswerChoice(source))
            if let held = fixtureDetails[fixture.id], let choice = choices.detailed[fixture.id] {
                kept = AnswerChoice.meet((held, choice), kept, by: .fixtureRow)
            }
            fixtureDetails[fixture.id] = kept.value
            choices.detailed[fixture.id] = kept.choice
            if let events = fixture.events { offerPart(events, into: \.events, .events, of: fixture.id, from: source) }
            if let lineups = fixture.lineups { offerPart(lineups, into: \.lineups, .lineups, of: fixture.id, from: source) }
            if let statistics = fixture.statistics { offerPart(statistics, into: \.statistics, .statistics, of: fixture.id, from: source) }
            if let players = fixture.players { offerPart(players, into: \.players, .players, of: fixture.id, from: source) }
        }
        if let listFor, seasons[listFor]?.fixtures == nil { seasons[listFor, default: SeasonLists()].fixtures = [] }
        guard listFor != nil || fixtures.contains(where: { !$0.hasDetails }) else { return }
        var positions: [LeagueSeason: [Int: Int]] = [:]
        for fixture in fixtures {
            guard let key = listFor ?? fixture.league.leagueSeason else { continue }
            var list = seasons[key]?.fixtures ?? []
            if positions[key] == nil { positions[key] = Dictionary(list.enumerated().map { ($1.id, $0) }) { first, _ in first } }
            let row = fixture.withoutDetails
            if let index = positions[key]?[fixture.id], let choice = choices.listed[fixture.id] {
                let kept = AnswerChoice.meet((list[index], choice), (row, AnswerChoice(source)), by: .fixtureRow)
                list[index] = kept.value
                choices.listed[fixture.id] = kept.choice
            } else {
                positions[key]?[fixture.id] = list.count
                list.append(row)
                choices.listed[fixture.id] = AnswerChoice(source)
            }
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

    /// Sets a league-season's standings; an empty answer leaves its league-season with no groups
    /// (an empty table), not without standings. Of two answers for one league-season, the one
    /// with the latest `update` stays (docs/answers.md), never both.
    package mutating func absorbStandings(_ list: [LeagueStandings], from source: AnswerSource) {
        var byLeagueSeason: [LeagueSeason: [LeagueStandings]] = [:]
        if let key = source.request.leagueSeason { byLeagueSeason[key] = [] }
        for standings in list {
            guard let key = source.request.leagueSeason ?? standings.league.leagueSeason else { continue }
            byLeagueSeason[key, default: []].append(standings)
        }
        for (key, answer) in byLeagueSeason {
            var kept = (value: answer, choice: AnswerChoice(source))
            if let held = seasons[key]?.standings, let choice = choices.standings[key] {
                kept = AnswerChoice.meet((held, choice), kept, by: .standings)
            }
            seasons[key, default: SeasonLists()].standings = kept.value
            choices.standings[key] = kept.choice
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
            squads[team] = RepeatedAnswer.kept(squads[team], squad)
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
            transfers[player] = RepeatedAnswer.kept(transfers[player], history)
        }
    }

    /// Adds the meetings of the pair named by the request's `h2h`.
    package mutating func absorbHeadToHead(_ fixtures: [Fixture], for request: Request) {
        guard let pair = request["h2h"].flatMap(TeamPair.init(h2h:)) else { return }
        headToHead[pair] = RepeatedAnswer.kept(headToHead[pair], fixtures)
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
