import APIModel
import Extract
import Intake
import PipelineSpec

/// The extract stage of a streaming run, in parts (`PlanPart`): first the season level of every
/// league-season, then each league-season's fixture level on demand. Every part shares one
/// response chain (cache, pacing, quota), so no request is sent twice, and the run's account
/// of requests, warnings and skips adds up over the parts.
final class StreamingExtraction {
    private let planner: RequestPlanner
    private let source: any ResponseSource
    private let concurrency: Int
    private let log: RunLog
    private let state: FailedRequestGuard
    /// What the chain's cache answers without the network (an API source with a cache), for the store.
    let cachedAnswers: CachedAnswerLookup?
    /// Every part's answered requests, warnings and skips so far, in the order of the parts.
    private(set) var answered: [AnsweredRequest] = []
    private(set) var warnings: [ExtractWarning] = []
    private var skipped: Set<PlanSkip> = []
    /// Each league-season's fixture-level requests, planned once from the season level: what a
    /// run that stops lists and counts as left, without planning again.
    private var fixtureLevelPlans: [LeagueSeason: [PlannedRequest]] = [:]

    init(
        planner: RequestPlanner, source: any ResponseSource, concurrency: Int, log: RunLog, state: FailedRequestGuard,
        cachedAnswers: CachedAnswerLookup? = nil
    ) {
        self.planner = planner
        self.cachedAnswers = cachedAnswers
        self.source = source
        self.concurrency = concurrency
        self.log = log
        self.state = state
    }

    /// What the parts so far skipped, sorted.
    var skips: [PlanSkip] { skipped.sorted() }

    /// Answers per origin over the parts so far, every origin present.
    var counts: [ResponseOrigin: Int] {
        var counts = Dictionary(uniqueKeysWithValues: ResponseOrigin.allCases.map { ($0, 0) })
        for item in answered { counts[item.origin, default: 0] += 1 }
        return counts
    }

    /// The whole plan in one part (recording a pipeline's answers holds no tables).
    func whole() async throws -> ExtractionResult {
        try await run(.all, from: ExtractedData(), clearingOnSuccess: true)
    }

    /// The season level: catalogs, season lists, and the per-team, per-player, per-venue and
    /// per-pair datasets, for every league-season of the run.
    func seasonLevel() async throws -> ExtractionResult {
        try await run(.seasonLevel, from: ExtractedData())
    }

    /// The fixture level of one league-season, starting from its share of the season level;
    /// `later` are the league-seasons still to come, listed as unanswered should this one stop.
    func fixtureLevel(of leagueSeason: LeagueSeason, from seasonLevel: ExtractedData, later: ArraySlice<LeagueSeason>) async throws
        -> ExtractionResult
    {
        try await run(.fixtureLevel(leagueSeason), from: seasonLevel.scoped(to: leagueSeason)) { self.requests(of: later) }
    }

    /// Empties the failed-request list once every league-season is fetched.
    func finished() throws {
        try state.clear()
    }

    /// The run's league-seasons, once the season level is known.
    func leagueSeasons(knowing data: ExtractedData) throws -> [LeagueSeason] {
        try planner.leagueSeasons(knowing: PlanFacts(data)) ?? []
    }

    /// Plans the fixture level of every league-season of `leagueSeasons` once, from the season level.
    func planFixtureLevels(of leagueSeasons: [LeagueSeason], from seasonLevel: ExtractedData) throws {
        for leagueSeason in leagueSeasons {
            var planner = planner
            planner.part = .fixtureLevel(leagueSeason)
            fixtureLevelPlans[leagueSeason] = try planner.plan(knowing: PlanFacts(seasonLevel.scoped(to: leagueSeason))).requests
        }
    }

    /// The fixture-level requests of `leagueSeasons` (not yet fetched), as planned by `planFixtureLevels`:
    /// what a stopped run leaves.
    func requests(of leagueSeasons: some Sequence<LeagueSeason>) -> [PlannedRequest] {
        leagueSeasons.flatMap { fixtureLevelPlans[$0] ?? [] }
    }

    /// Counts a reused league-season's fixture level as if it had been fetched: its answered
    /// requests, warnings and skips, as stored.
    func adopt(answered: [AnsweredRequest], warnings: [ExtractWarning], skips: [PlanSkip]) {
        self.answered += answered
        self.warnings += warnings
        skipped.formUnion(skips)
    }

    /// Whether an earlier run's refusals hold, which only a real fetch may raise.
    var refusesEarlierRequests: Bool { state.refusesEarlierRequests }

    private func run(
        _ part: PlanPart, from initial: ExtractedData, clearingOnSuccess: Bool = false, later: () -> [PlannedRequest] = { [] }
    ) async throws -> ExtractionResult {
        var planner = planner
        planner.part = part
        let observer = OffsetObserver(inner: log, base: answered.count)
        let run = ExtractionRun(planner: planner, source: source, concurrency: concurrency, observer: observer)
        let result = try await state.tracking(clearingOnSuccess: clearingOnSuccess, later: later) {
            try await run.run(startingFrom: initial, reportingFailureTo: $0)
        }
        answered += result.answered
        warnings += result.warnings
        skipped.formUnion(result.plan.skipped)
        return result
    }
}

/// Counts a part's planned requests after those of the parts before it, so the progress line
/// shows the run's total.
private struct OffsetObserver: ExtractObserver {
    let inner: any ExtractObserver
    let base: Int

    func extract(_ event: ExtractEvent) {
        if case .planned(let known) = event { inner.extract(.planned(known: base + known)) } else { inner.extract(event) }
    }
}
