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
    /// Files one part of a fixture's details under the request's `fixture` id.
    package mutating func absorbFixturePart<Part>(
        _ part: [Part], into slot: WritableKeyPath<FixtureParts, [Part]?>, for request: Request
    ) {
        guard let id = request.integer("fixture") else { return }
        fixtureParts[id, default: FixtureParts()][keyPath: slot] = part
    }

    /// Keeps the lineups of `item`, the stored `fixtures?ids=` batch item that answered `request`
    /// (a match's events), to resolve its substitutions; lineups that cannot be read are left out.
    package mutating func absorbBatchLineups(from item: JSONValue, for request: Request) {
        guard let id = request.integer("fixture"),
              let lineups = try? JSONNode(root: item, source: "\(request) (its batch)").optionalList("lineups", of: Lineup.self)
        else { return }
        fixtureParts[id, default: FixtureParts()].batchLineups = lineups
    }

    /// Every fixture with details, by id: the `fixtures?ids=` answers, with the parts that came
    /// on their own filled in where the bundle did not carry them. A part whose fixture the run
    /// never saw is attached to a placeholder that has only its id (listed in `placeholders`).
    package var detailedFixtures: DetailedFixtures {
        var fixtures = fixtureDetails
        var placeholders: Set<Int> = []
        guard !fixtureParts.isEmpty else { return DetailedFixtures(fixtures: fixtures, placeholders: placeholders) }
        var listed: [Int: Fixture] = [:]
        for key in seasons.keys.sorted() {
            for fixture in seasons[key]?.fixtures ?? [] where listed[fixture.id] == nil { listed[fixture.id] = fixture }
        }
        for (id, parts) in fixtureParts {
            var fixture: Fixture
            if let known = fixtures[id] ?? listed[id] {
                fixture = known
            } else {
                fixture = Fixture.placeholder(id: id)
                placeholders.insert(id)
            }
            if fixture.events == nil { fixture.events = parts.events }
            if fixture.lineups == nil { fixture.lineups = parts.lineups }
            if fixture.lineups == nil { fixture.timelineLineups = parts.batchLineups }
            if fixture.statistics == nil { fixture.statistics = parts.statistics }
            if fixture.players == nil { fixture.players = parts.players }
            fixtures[id] = fixture
        }
        return DetailedFixtures(fixtures: fixtures, placeholders: placeholders)
    }
}

/// Every fixture with details, by id, and the ids of those known only by a part (placeholders).
package struct DetailedFixtures {
    package let fixtures: [Int: Fixture]
    /// Fixtures a part named that the run never saw: only their id is known.
    package let placeholders: Set<Int>
}

extension Fixture {
    /// A fixture known only by its id: every other field empty.
    static func placeholder(id: Int) -> Fixture {
        let node = JSONNode(root: .object(["fixture": .object(["id": .int(id)])]), source: "fixture \(id)")
        // Reading an object with only an id cannot fail: every other member is optional.
        return try! Fixture(node)
    }
}
