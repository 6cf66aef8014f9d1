import APIModel
import CPUWork

/// Every fixture the run knows, one record per id: the season lists' fixtures plus those only
/// in `fixtureDetails`, the detailed object preferred. Rounds are ordered per league-season over
/// these records, and each detailed fixture's events become a timeline, checked against its score.
struct FixtureJoin: Sendable {
    /// All records in the fixtures table's order: kickoff (unknown last), then fixture id.
    let records: [FixtureRecord]
    /// The records from `fixtures?ids=`, by fixture id.
    let detailed: [FixtureRecord]
    /// The round order of each league-season that has fixtures.
    let roundOrderings: [LeagueSeason: RoundOrdering]
    /// Score mismatches, events of neither team, substitutions the lineups could not decide.
    let warnings: [TransformWarning]

    /// A fixture with what is known before rounds are ordered.
    private struct Source: Sendable {
        let fixture: Fixture
        let isDetailed: Bool
        let leagueSeason: (league: Int?, season: Int?)
        let kickoff: KickoffTime?
        let round: Round?

        var key: LeagueSeason? {
            guard let league = leagueSeason.league, let season = leagueSeason.season else { return nil }
            return LeagueSeason(league: league, season: season)
        }
    }

    /// Joins the season lists' fixtures and the details of a run.
    init(_ data: ExtractedData) {
        var byID: [Int: (fixture: Fixture, list: LeagueSeason?, isDetailed: Bool)] = [:]
        for key in data.seasons.keys.sorted() {
            for fixture in data.seasons[key]?.fixtures ?? [] where byID[fixture.id] == nil {
                byID[fixture.id] = (fixture, key, false)
            }
        }
        let detailedFixtures = data.detailedFixtures
        for (id, fixture) in detailedFixtures.fixtures {
            byID[id] = (fixture, byID[id]?.list, true)
        }
        let sources = byID.values.map { found in
            Source(
                fixture: found.fixture,
                isDetailed: found.isDetailed,
                leagueSeason: (found.fixture.league.id ?? found.list?.league, found.fixture.league.season ?? found.list?.season),
                kickoff: found.fixture.kickoff,
                round: found.fixture.league.round.map(RoundParser.parse)
            )
        }.sorted { a, b in
            (a.kickoff?.unixSeconds ?? Int.max, a.fixture.id) < (b.kickoff?.unixSeconds ?? Int.max, b.fixture.id)
        }

        let orderings = Self.roundOrderings(sources)
        // Timelines are the costly part of the join and independent per fixture.
        let timelines = CPUJobs.map(sources) { $0.isDetailed ? $0.fixture.eventTimeline() : nil }
        records = zip(sources, timelines).map { source, timeline in
            let round = source.round
            return FixtureRecord(
                fixture: source.fixture,
                isDetailed: source.isDetailed,
                leagueID: source.leagueSeason.league,
                season: source.leagueSeason.season,
                kickoff: source.kickoff,
                round: round,
                roundOrder: source.key.flatMap { key in round.flatMap { orderings[key]?.order(of: $0.name) } },
                isCurrentRound: source.key.flatMap { key in
                    round.flatMap { round in data.seasons[key]?.currentRounds.map { $0.contains(round.name) } }
                },
                timeline: timeline
            )
        }
        detailed = records.filter(\.isDetailed).sorted { $0.fixture.id < $1.fixture.id }
        roundOrderings = orderings
        warnings =
            detailed.flatMap(Self.warnings) + records.compactMap(Self.fieldWarning) + Self.withoutLineupsWarning(detailed)
            + detailedFixtures.placeholders.sorted().map { id in
                TransformWarning(
                    code: .detailsWithoutFixture,
                    message: "fixture \(id): its details came without the fixture itself, so its fixture columns are empty; "
                        + "add its fixtures answer (fixtures?id=\(id), or the season's list) to fill them",
                    fixtureID: id
                )
            }
            + data.answerDisagreements.map { found in
                TransformWarning(code: .answersDisagree, message: "answers disagree on \(found)", fixtureID: found.fixtureID)
            }
    }

    /// One `RoundOrdering` per league-season over its fixtures' rounds and kickoffs.
    private static func roundOrderings(_ sources: [Source]) -> [LeagueSeason: RoundOrdering] {
        var rounds: [LeagueSeason: [RoundOrdering.Fixture]] = [:]
        for source in sources {
            guard let key = source.key, let round = source.round else { continue }
            rounds[key, default: []].append(
                RoundOrdering.Fixture(round: round.name, kickoff: source.kickoff?.unixSeconds ?? Int.max)
            )
        }
        return rounds.mapValues { RoundOrdering(fixtures: $0) }
    }

    /// A fixture whose score fields contradict each other, whether or not it has events.
    private static func fieldWarning(_ record: FixtureRecord) -> TransformWarning? {
        let fixture = record.fixture
        guard let reason = ScoreCheck.of(fixture, timeline: record.timeline), reason != .ok, reason != .eventsMismatch else { return nil }
        return TransformWarning(
            code: .scoreFieldsDisagree,
            message: "\(fixture.label): \(reason.meaning) (score_check \(reason.rawValue)); kept as the API sent it",
            fixtureID: fixture.id
        )
    }

    /// One warning for every match whose substitutions fell back to the documented order because
    /// the run read no lineups for it at all (`fixture_events` without `fixture_lineups`, and no
    /// stored batch holding them), with the fix; none when every match had lineups.
    private static func withoutLineupsWarning(_ detailed: [FixtureRecord]) -> [TransformWarning] {
        let counts = detailed.filter { !$0.fixture.hasLineups }.map { record in
            record.timeline?.entries.filter { $0.substitution?.rule == .documentedOrder }.count ?? 0
        }.filter { $0 > 0 }
        guard !counts.isEmpty else { return [] }
        return [
            TransformWarning(
                code: .substitutionFallback,
                message: "\(counts.reduce(0, +)) substitution(s) in \(counts.count) match(es) used the documented order (player off, "
                    + "assist on), which the API sometimes swaps: the run read no lineups for them. "
                    + "Add fixture_lineups to extract:, or use fixture_details (events and lineups 20 matches a call)",
                details: ["matches": String(counts.count)]
            )
        ]
    }

    /// What a fixture's timeline found that the user should hear about.
    private static func warnings(_ record: FixtureRecord) -> [TransformWarning] {
        guard let timeline = record.timeline else { return [] }
        let fixture = record.fixture
        var warnings: [TransformWarning] = []
        if case .mismatch(let expected, let computed) = timeline.check {
            warnings.append(
                TransformWarning(
                    code: .scoreMismatch,
                    message: "\(fixture.label): its events add up to \(computed), its score is \(expected)",
                    fixtureID: fixture.id
                ))
        }
        let strangers = timeline.entries.filter { $0.side == nil }
        if !timeline.sidesKnown {
            warnings.append(
                TransformWarning(
                    code: .eventTeamNotInFixture,
                    message: "\(fixture.label): the fixture row is missing, so home and away are unknown; its running score is left empty",
                    fixtureID: fixture.id
                ))
        } else if !strangers.isEmpty {
            let teams = Set(strangers.map(\.event.teamID)).sorted().map(String.init).joined(separator: ", ")
            warnings.append(
                TransformWarning(
                    code: .eventTeamNotInFixture,
                    message: "\(fixture.label): \(strangers.count) event(s) of team \(teams), neither side; not scored",
                    fixtureID: fixture.id
                ))
        }
        let fallbacks = timeline.entries.filter { $0.substitution?.rule == .documentedOrder }
        if !fallbacks.isEmpty, record.fixture.hasLineups {
            let seqs = fallbacks.map { String($0.seq) }.joined(separator: ", ")
            warnings.append(
                TransformWarning(
                    code: .substitutionFallback,
                    message: "\(fixture.label): the lineups could not tell who went off in \(fallbacks.count) "
                        + "substitution(s) (events seq \(seqs)); the documented order (player off, assist on) was used",
                    fixtureID: fixture.id
                ))
        }
        return warnings
    }
}

extension Fixture {
    /// Whether the run read any lineups for the match (its own, or its batch's for the timeline).
    var hasLineups: Bool { !(lineups ?? timelineLineups ?? []).isEmpty }
}
