import APIModel
package import Extract
import FileIO
package import PipelineSpec

/// What `football-etl plan` reports: the requests a run needs and who would answer them,
/// worked out from recordings and the cache only: it never sends a request that costs quota.
package struct PlanPreview: Sendable {
    /// Requests answered from recordings or the cache, by origin.
    package var answered: [ResponseOrigin: Int]
    /// The way each per-match dataset is answered (stored batches, its own answers, to fetch).
    package var perMatch: [PerMatchAnswers] = []
    /// Requests no recording or cache entry answers: a run fetches (or, replaying, misses) them.
    package var toFetch: [PlannedRequest]
    /// Requests that depend on answers not available yet (e.g. details after the fixtures list).
    package var pending: [String]
    package var skipped: [PlanSkip]
    /// Today's remaining requests, when the account state could be read (`status`, free).
    package var quotaRemaining: Int?
    /// Why the account state is unknown, when it is.
    package var quotaUnknownReason: String?
    /// Finished matches whose details the run fetches again because their settle window is open.
    package var settling: SettlingRefetch?
    /// `plan --offline`: list every request nothing stored answers, one per line.
    package var listsEveryRequest = false
    /// Requests an earlier run left unanswered (its failed-request list), when there is one.
    package var failedEarlier: FailedRequestList?
    /// Why the last run's failed-request list could not be read (it is then ignored).
    package var unreadableFailedList: RunError?

    /// The key's variable, when the pipeline reads the live API and it is not set: the requests to
    /// fetch need it (and the network).
    package var keyVariableUnset: String?

    /// Requests known so far.
    package var known: Int { answered.values.reduce(0, +) + toFetch.count }

    /// Why a run of `pipeline` cannot go ahead, for `plan` to exit with: recordings that a replay
    /// needs and the folder lacks, or, under `--offline`, requests nothing stored answers. A live
    /// source fetches what is missing, so otherwise it has none.
    package func refusal(for pipeline: Pipeline) -> (any Error)? {
        guard let first = toFetch.first else { return nil }
        guard case .recorded(let directory, _) = pipeline.source else {
            return listsEveryRequest ? RunError.unansweredOffline(count: toFetch.count) : nil
        }
        if FileSystem.kind(of: directory) != .directory {
            return ExtractError.recordingsFolderMissing(request: first.request, directory: directory)
        }
        return RunError.missingRecordings(
            directory: directory, count: toFetch.count, first: toFetch.prefix(10).map(\.request.description),
            held: RecordedLeagueSeasons.text(RecordedLeagueSeasons.list(in: directory)))
    }

    /// Works out the preview. `lookup` answers from recordings or the cache and throws "not
    /// stored" for anything else; those requests are the ones a run would fetch. `settle` counts the
    /// settling matches to fetch again (default: the planner's own window).
    package static func make(
        pipeline: Pipeline, lookup: any ResponseSource, planner: RequestPlanner, settle: SettleWindow? = nil
    ) async throws -> PlanPreview {
        let result = try await ExtractionRun(
            planner: planner, source: lookup, concurrency: 8, tolerating: { $0.isAbsence }
        ).run()
        var preview = PlanPreview(
            answered: result.counts, toFetch: result.unanswered, pending: result.plan.pending,
            skipped: result.plan.skipped
        )
        preview.perMatch = PerMatchAnswers.of(pipeline.extract.datasets, in: result)
        if let window = settle ?? planner.settle {
            preview.settling = SettlingRefetch(toFetch: result.unanswered, facts: PlanFacts(result.data), window: window)
        }
        return preview
    }

    private init(answered: [ResponseOrigin: Int], toFetch: [PlannedRequest], pending: [String], skipped: [PlanSkip]) {
        self.answered = answered
        self.toFetch = toFetch
        self.pending = pending
        self.skipped = skipped
    }
}

extension ExtractError {
    /// Nothing stored answers the request: in a preview that means "to fetch", not a failure.
    var isAbsence: Bool {
        switch self {
        case .missingRecording, .recordingsFolderMissing, .leagueSeasonNotRecorded, .notFetchedInPreview: true
        default: false
        }
    }
}
