package import APIModel
import Catalog
package import Intake
import PipelineSpec

/// Everything that can stop the extract stage, with the request it concerns and what to do.
/// No case ever holds an API key: requests carry none, and API messages are redacted on receipt.
package enum ExtractError: Error, Equatable, CustomStringConvertible {
    /// Replay found no file for a request the plan needs.
    case missingRecording(request: Request, expectedPath: String)
    /// The recordings folder itself does not exist.
    case recordingsFolderMissing(request: Request, directory: String)
    /// No recording for a league-season whose fixture list the folder lacks: `recorded` lists those it holds.
    case leagueSeasonNotRecorded(request: Request, leagueSeason: LeagueSeason, directory: String, recorded: [LeagueSeason])
    /// A recording exists but could not be read.
    case unreadableRecording(request: Request, path: String, reason: String)
    /// A recording is not a JSON envelope.
    case invalidRecording(request: Request, path: String, reason: String)
    /// A recording path names a FIFO, a device, a folder or a socket (`kind`), not a file.
    case recordingNotAFile(request: Request, path: String, kind: String)
    /// A recording larger than an answer may be (`source.max_answer_mb`, `AnswerSizeLimit`).
    case oversizedRecording(request: Request, path: String, bytes: Int, limit: Int)
    /// A network answer whose body passed `limit` bytes; its transfer was stopped, and nothing
    /// of it was cached or recorded.
    case oversizedAnswer(request: Request, limit: Int)
    /// An answer that cannot be what its request asked for (`AnswerCheck`: shape, echo, items, a batch's fixtures).
    case rejectedAnswer(AnswerRejection)
    /// The API refused the key (`errors.token`, HTTP 401/403).
    case authRefused(request: Request, message: String)
    /// The subscription plan does not cover the request (`errors.plan`).
    case planRefused(request: Request, message: String)
    /// The API's daily quota is used up (`errors.requests`, or the day's remaining header at 0).
    case quotaExhausted(request: Request, message: String)
    /// The pipeline's `daily_budget` of network requests for this run is spent.
    case budgetExhausted(request: Request, budget: Int)
    /// The per-minute limit was hit (`errors.rateLimit`, HTTP 429); retried by the paced source.
    case rateLimited(request: Request, retryAfterSeconds: Double?, message: String)
    /// A complete network answer that is no API envelope and would be none if sent again (nested
    /// too deeply, a key twice, no `response` or `errors`): not retried, cached or recorded.
    case invalidAnswer(request: Request, reason: String)
    /// A body that is not JSON at all or ends early (a gateway's HTML page with status 200, half a
    /// body): a fault of the path, retried like a 5xx by the paced source, never cached or recorded;
    /// `attempts` is how many times it came, once the retries are spent.
    case garbledAnswer(request: Request, reason: String, attempts: Int)
    /// A failure that may pass (5xx, 499, reset, timeout, a transfer cut short); retried by the paced source.
    case transientFailure(request: Request, reason: String)
    /// The API could not answer, after retries where they could help.
    case apiUnavailable(request: Request, reason: String)
    /// The API answered with an HTTP status retrying cannot change (404, 405, …).
    case httpRefused(request: Request, status: Int, message: String)
    /// The API rejected a parameter (`errors` keyed by a field such as `season`).
    case apiRejected(request: Request, field: String, message: String)
    /// A cache or recording file could not be created (permissions, a folder in the way).
    case unwritableFile(request: Request, path: String, reason: String)
    /// Writing a cache or recording file failed: the disk or a quota is full, or the OS failed the write.
    case fileWriteFailed(request: Request, path: String, reason: String)
    /// A scope names a league the catalog does not have.
    case unknownLeague(country: String, name: String, closeMatches: [String])
    /// A scope's league name matches several catalog leagues.
    case ambiguousLeague(country: String, name: String, candidates: [String])
    /// `seasons: current` for a league the catalog lists without a current season.
    case noCurrentSeason(league: Int)
    /// A preview (`football-etl plan`) found no stored answer; a run would fetch it.
    case notFetchedInPreview(request: Request)
    /// `--offline`: no recording or fresh cache entry answers a request the run needs.
    case notStoredOffline(request: Request)
    /// An earlier run of the same pipeline file was refused this request for a reason retrying cannot fix.
    case refusedEarlier(request: Request, reason: String)

    /// The request the error is about; nil for scope errors, which concern the pipeline file.
    package var request: Request? {
        switch self {
        case .unknownLeague, .ambiguousLeague, .noCurrentSeason:
            nil
        case .missingRecording(let request, _), .recordingsFolderMissing(let request, _),
            .leagueSeasonNotRecorded(let request, _, _, _), .unreadableRecording(let request, _, _),
            .invalidRecording(let request, _, _), .recordingNotAFile(let request, _, _),
            .oversizedRecording(let request, _, _, _), .oversizedAnswer(let request, _), .authRefused(let request, _),
            .planRefused(let request, _),
            .quotaExhausted(let request, _), .budgetExhausted(let request, _), .rateLimited(let request, _, _),
            .invalidAnswer(let request, _), .garbledAnswer(let request, _, _), .transientFailure(let request, _),
            .apiUnavailable(let request, _), .httpRefused(let request, _, _),
            .apiRejected(let request, _, _), .unwritableFile(let request, _, _), .fileWriteFailed(let request, _, _),
            .notFetchedInPreview(let request),
            .notStoredOffline(let request), .refusedEarlier(let request, _):
            request
        case .rejectedAnswer(let rejection):
            rejection.request
        }
    }

    package var description: String {
        switch self {
        case .missingRecording(let request, let path):
            "no recording for \(request): expected \(path). Record it with a `source: api` run that has "
                + "`record:` set to that folder, or check `source.recorded`."
        case .recordingsFolderMissing(let request, let directory):
            "the recordings folder \(directory) does not exist (\(request) is read from it). Make the demo's with "
                + "`make demo-recordings` (it writes pipelines/recordings/demo), or record one with a key: "
                + "`football-etl record PIPELINE --to \(directory)`, or a `source: api` run with `record: \(directory)`. "
                + "Relative paths in `source.recorded` resolve against the current directory."
        case .leagueSeasonNotRecorded(let request, let leagueSeason, let directory, let recorded):
            "no recording for \(request): \(directory) holds no fixture list for league \(leagueSeason.league) season "
                + "\(leagueSeason.season); it holds league-seasons \(RecordedLeagueSeasons.text(recorded)). Narrow `scope:` to "
                + "those, or record this one with a key: `football-etl record PIPELINE --to \(directory)`."
        case .unreadableRecording(let request, let path, let reason):
            "cannot read the recording of \(request) at \(path): \(reason). It must be a readable file; record it again if it is damaged."
        case .invalidRecording(let request, let path, let reason):
            "the recording of \(request) at \(path) is not a JSON envelope (\(reason)). Record it again."
        case .recordingNotAFile(let request, let path, let kind):
            "cannot read the recording of \(request) at \(path): it is \(kind), not a regular file. "
                + "Check the path; a recording must be a file saved by `record:` (record it again)."
        case .oversizedRecording(let request, let path, let bytes, let limit):
            "the recording of \(request) at \(path) holds \(bytes) bytes or more, above the \(limit >> 20) MiB an answer "
                + "may have. Check that the path names a saved answer and record it again; if answers really are "
                + "this large, raise `source.max_answer_mb` (\(Self.maxAnswerRange))."
        case .oversizedAnswer(let request, let limit):
            "the answer to \(request) is larger than \(limit >> 20) MiB, the most an answer may have: its transfer was "
                + "stopped, and nothing of it was cached or recorded. If the API really sends answers this large, raise "
                + "`source.max_answer_mb` (\(Self.maxAnswerRange)) in the pipeline file."
        case .rejectedAnswer(let rejection):
            rejection.description
        case .authRefused(let request, let message):
            "the API refused the key for \(request): \(Self.clause(message)). Check API_FOOTBALL_KEY and `source.api.host` "
                + "(a RapidAPI key needs `host: rapidapi`), or record again with a valid key."
        case .planRefused(let request, let message):
            "the subscription plan does not cover \(request): \(Self.clause(message)). Narrow the pipeline's scope "
                + "(seasons, datasets) to what the plan allows."
        case .quotaExhausted(let request, let message):
            "the API's daily quota is used up before \(request): \(Self.clause(message)). Everything fetched so far is "
                + "kept; run again after the quota resets."
        case .budgetExhausted(let request, let budget):
            "the run's daily_budget of \(budget) network requests is spent before \(request). Everything "
                + "fetched so far is kept; run again tomorrow or raise `source.api.daily_budget`."
        case .rateLimited(let request, let retryAfter, let message):
            "the per-minute request limit was hit at \(request)"
                + (retryAfter.map { " (retry after \(Self.seconds($0)))" } ?? "")
                + ": \(Self.clause(message)). Lower `requests_per_minute` or wait a minute."
        case .invalidAnswer(let request, let reason):
            "the API's answer to \(request) cannot be used: \(reason). It was not asked again, so no more quota was spent "
                + "on it; run again later, and if the API keeps answering this, report it."
        case .garbledAnswer(let request, let reason, let attempts):
            "the API's answer to \(request) cannot be used: \(reason)"
                + (attempts > 1 ? ", on each of \(attempts) attempts (each counted against the budget)" : "")
                + ". A gateway or proxy on the way may be failing; run again later, and if it keeps happening, report it."
        case .transientFailure(let request, let reason):
            "the API did not answer \(request): \(reason). Run again later."
        case .apiUnavailable(let request, let reason):
            "the API is unavailable for \(request): \(reason). Check the network and "
                + "https://status.api-football.com, then run again; fetched data is kept."
        case .httpRefused(let request, let status, let message):
            "the API answered \(request) with HTTP \(status): \(Self.clause(message)). Check `source.api.host` and "
                + "`base_url`."
        case .apiRejected(let request, let field, let message):
            "the API rejected \(request) (field `\(field)`): \(Self.clause(message)). Check the pipeline's scope for "
                + "that value."
        case .unwritableFile(let request, let path, let reason):
            "cannot write \(path) for \(request): \(reason). Check that the folder is writable."
        case .fileWriteFailed(let request, let path, let reason):
            "cannot write \(path) for \(request): \(reason). Check the free space of its disk, then run again."
        case .unknownLeague(let country, let name, let close):
            "the leagues catalog has no league '\(name)' in '\(country)'"
                + (close.isEmpty ? "" : "; close matches: \(close.joined(separator: "; "))")
                + ". Use `football-etl leagues --search` to find the id, and put the id or the exact name in `scope.leagues`."
        case .ambiguousLeague(let country, let name, let candidates):
            "'\(name)' in '\(country)' matches several leagues: \(candidates.joined(separator: "; ")). "
                + "Put the id of the one you mean in `scope.leagues`."
        case .notFetchedInPreview(let request):
            "\(request) is not in the cache; a run would fetch it."
        case .refusedEarlier(let request, let reason):
            "\(request) is not sent again: an earlier run with this pipeline file was refused it (\(reason)). Every output is "
                + "left as it was. Change the pipeline file (drop the dataset, narrow the scope or fix the parameter) to try again."
        case .notStoredOffline(let request):
            "--offline: nothing stored answers \(request)\(Self.neededBy(request)). A run without --offline would fetch it "
                + "(one request); `football-etl plan --offline` lists every such request."
        case .noCurrentSeason(let league):
            "the leagues catalog lists no current season for league \(league). Name the seasons in `scope.seasons`."
        }
    }

    /// The values `source.max_answer_mb` takes, in words.
    private static var maxAnswerRange: String {
        "\(AnswerSizeLimit.mebibyteRange.lowerBound) to \(AnswerSizeLimit.mebibyteRange.upperBound) MiB"
    }

    /// ` (needed by fixture_details)`: the dataset a request serves, when one does.
    private static func neededBy(_ request: Request) -> String {
        DatasetCatalog.descriptor(serving: request).map { " (needed by \($0.name.rawValue))" } ?? ""
    }

    /// An API message as a clause of our sentence: without its own closing full stop.
    private static func clause(_ message: String) -> String {
        message.hasSuffix(".") && !message.hasSuffix("...") ? String(message.dropLast()) : message
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
