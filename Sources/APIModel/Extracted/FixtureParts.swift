package import JSON

/// The per-match answers a fixture's details can come in one at a time (`fixtures/events`,
/// `fixtures/lineups`, `fixtures/statistics`, `fixtures/players`, each `?fixture=`), the four
/// calls per match most apps make. They merge by fixture id with the fixture itself, so they
/// give the same tables as the `fixtures?ids=` bundle.
package struct FixtureParts: Sendable, Equatable {
    package var events: [FixtureEvent]?
    package var lineups: [Lineup]?
    package var statistics: [FixtureTeamStatistics]?
    package var players: [FixtureTeamPlayers]?
    /// The lineups of the stored batch that answered the events: for the timeline only.
    package var batchLineups: [Lineup]?

    package init() {}
}

extension ExtractedData {
    /// Files one part of a fixture's details under the request's `fixture` id. Where that part
    /// is already held, the rule of docs/answers.md decides which answer stays: a filtered answer
    /// (`type=Goal`) only fills a gap, never replaces an unfiltered one, and is never merged into it.
    package mutating func absorbFixturePart<Part: Sendable>(
        _ part: [Part], into slot: WritableKeyPath<FixtureParts, [Part]?>, _ name: FixturePart, from source: AnswerSource
    ) {
        guard let id = source.request.integer("fixture") else { return }
        offerPart(part, into: slot, name, of: id, from: source)
    }

    /// Keeps the lineups of `item`, the stored `fixtures?ids=` batch item that answered `request`
    /// (a match's events), to resolve its substitutions; lineups that cannot be read are left out.
    package mutating func absorbBatchLineups(from item: JSONValue, for request: Request) {
        guard let id = request.integer("fixture"),
            let lineups = try? JSONNode(root: item, source: "\(request) (its batch)").optionalList("lineups", of: Lineup.self)
        else { return }
        fixtureParts[id, default: FixtureParts()].batchLineups = lineups
    }

    /// Offers one part of fixture `id`'s details, from a per-match answer or a `fixtures?ids=` item.
    mutating func offerPart<Part: Sendable>(
        _ part: [Part], into slot: WritableKeyPath<FixtureParts, [Part]?>, _ name: FixturePart, of id: Int, from source: AnswerSource
    ) {
        let place = PartPlace(fixture: id, part: name)
        var kept = (value: part, choice: AnswerChoice(source))
        if let held = fixtureParts[id]?[keyPath: slot], let choice = choices.parts[place] {
            kept = AnswerChoice.meet((held, choice), kept, by: .fixturePart(of: Part.self))
        }
        fixtureParts[id, default: FixtureParts()][keyPath: slot] = kept.value
        choices.parts[place] = kept.choice
    }

    /// Every fixture with details, by id: the row the rule of docs/answers.md chooses among the
    /// answers that held it (a season list's, a `fixtures?ids=` item's), with each part chosen
    /// among the items and per-match answers that held it. A part whose fixture the run never saw
    /// is attached to a placeholder that has only its id (listed in `placeholders`).
    package var detailedFixtures: DetailedFixtures {
        var fixtures: [Int: Fixture] = [:]
        var placeholders: Set<Int> = []
        let listed = listedRows
        for id in Set(fixtureDetails.keys).union(fixtureParts.keys) {
            if fixtureDetails[id] == nil, listed[id] == nil { placeholders.insert(id) }
            fixtures[id] = resolved(id, listed: listed[id]).fixture
        }
        return DetailedFixtures(fixtures: fixtures, placeholders: placeholders)
    }

    /// Every place where answers of one match or one league-season's standings disagreed, sorted.
    package var answerDisagreements: [AnswerDisagreement] {
        let listed = listedRows
        var found: [AnswerDisagreement] = []
        for id in Set(fixtureDetails.keys).union(fixtureParts.keys).union(listed.keys) {
            found += resolved(id, listed: listed[id]).disagreements
        }
        for key in seasons.keys where seasons[key]?.standings != nil {
            let choice = choices.standings[key]
            found += [AnswerDisagreement.of(choice, fixture: nil, place: "standings of league \(key.league), season \(key.season)")]
                .compactMap { $0 }
        }
        return found.sorted()
    }

    /// Every season list's row, by fixture id.
    private var listedRows: [Int: Fixture] {
        var listed: [Int: Fixture] = [:]
        for key in seasons.keys.sorted() {
            for fixture in seasons[key]?.fixtures ?? [] where listed[fixture.id] == nil { listed[fixture.id] = fixture }
        }
        return listed
    }

    /// A fixture's row and parts as the rule chooses them, and where its answers disagreed.
    private func resolved(_ id: Int, listed: Fixture?) -> (fixture: Fixture, disagreements: [AnswerDisagreement]) {
        // Data put together without absorbing (tests) has no choices: its one answer is its own.
        let unnamed = AnswerChoice(AnswerSource(request: Request(.fixtures, ["id": String(id)])))
        var row: (value: Fixture, choice: AnswerChoice)?
        if let listed { row = (listed, choices.listed[id] ?? unnamed) }
        let detailed = fixtureDetails[id]
        if let detailed {
            let offered = (detailed, choices.detailed[id] ?? unnamed)
            row = row.map { AnswerChoice.meet($0, offered, by: .fixtureRow) } ?? offered
        }
        let parts = fixtureParts[id] ?? FixtureParts()
        var fixture = row?.value.withoutDetails ?? Fixture.placeholder(id: id, sides: parts.sides)
        fixture.events = parts.events ?? detailed?.events
        fixture.lineups = parts.lineups ?? detailed?.lineups
        if fixture.lineups == nil { fixture.timelineLineups = parts.batchLineups }
        fixture.statistics = parts.statistics ?? detailed?.statistics
        fixture.players = parts.players ?? detailed?.players
        let places = FixturePart.allCases.map { part in
            AnswerDisagreement.of(choices.parts[PartPlace(fixture: id, part: part)], fixture: id, place: "fixture \(id)'s \(part.rawValue)")
        }
        return (fixture, ([AnswerDisagreement.of(row?.choice, fixture: id, place: "fixture \(id)")] + places).compactMap { $0 })
    }
}

/// Every fixture with details, by id, and the ids of those known only by a part (placeholders).
package struct DetailedFixtures {
    package let fixtures: [Int: Fixture]
    /// Fixtures a part named that the run never saw: only their id is known.
    package let placeholders: Set<Int>
}

extension FixtureParts {
    /// Home and away as the details list them, home first: the lineups' and the statistics'
    /// teams, where they name both sides, when they agree; nil otherwise.
    var sides: (home: TeamReference, away: TeamReference)? {
        let orders = [lineups?.map(\.team), statistics?.map(\.team)].compactMap { $0 }.filter { $0.count == 2 }
        guard let first = orders.first, first.allSatisfy({ $0.id != nil }), orders.allSatisfy({ $0.map(\.id) == first.map(\.id) })
        else { return nil }
        return (first[0], first[1])
    }
}

extension Fixture {
    /// A fixture known only by its id (and its sides, when its details tell them): every other field empty.
    static func placeholder(id: Int, sides: (home: TeamReference, away: TeamReference)? = nil) -> Fixture {
        func team(_ team: TeamReference) -> JSONValue {
            .object(JSONObject([.init("id", team.id.map(JSONValue.int) ?? .null), .init("name", team.name.map(JSONValue.string) ?? .null)]))
        }
        var root: JSONObject = ["fixture": .object(["id": .int(id)])]
        if let sides { root.entries.append(.init("teams", .object(["home": team(sides.home), "away": team(sides.away)]))) }
        let node = JSONNode(root: .object(root), source: "fixture \(id)")
        // Reading an object with only an id cannot fail: every other member is optional.
        return try! Fixture(node)
    }
}
