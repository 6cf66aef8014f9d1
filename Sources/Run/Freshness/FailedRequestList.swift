import APIModel
import Catalog
package import Extract
import FileIO
import JSON
package import PipelineSpec

/// The requests a run left unanswered when it stopped early, with why and how to fix each; kept
/// as run state beside the cache (a stop leaves outputs and manifest as they were), read by
/// `plan` and by the next run (docs/ARCHITECTURE.md §7).
package struct FailedRequestList: Sendable, Equatable {
    /// The pipeline file's SHA-256 when the list was made: refusals hold until it changes.
    package var pipelineSHA256: String
    package var requests: [FailedRequest]

    package init(pipelineSHA256: String, requests: [FailedRequest]) {
        self.pipelineSHA256 = pipelineSHA256
        self.requests = requests
    }

    /// Where a pipeline's list lives: in its cache folder, as run state, named by a digest of the
    /// pipeline file's path (two files sharing a cache never share a list); nil without a cache
    /// (the list is then only logged: a stop leaves every output as it was, and nothing is resumed).
    package static func path(for pipeline: Pipeline) -> String? {
        guard case .api(let api) = pipeline.source, let cache = api.cacheDirectory else { return nil }
        return "\(cache)/failed-requests-\(ContentDigest.sha256(Array(pipeline.origin.path.utf8)).prefix(16)).json"
    }

    /// The requests retrying cannot fix while the pipeline is unchanged (plan, parameter).
    package func refusals(forPipelineSHA256 sha256: String) -> [String: FailedRequest] {
        guard sha256 == pipelineSHA256 else { return [:] }
        return Dictionary(requests.filter { !$0.reason.isRetryable }.map { ($0.request, $0) }) { first, _ in first }
    }

    /// The list as JSON, requests in run order.
    package var jsonBytes: [UInt8] {
        let object: JSONObject = [
            "pipeline_sha256": .string(pipelineSHA256),
            "requests": .array(requests.map { .object($0.jsonObject) })
        ]
        return Array(JSONWriter.pretty(.object(object)).utf8)
    }

    /// Writes the list atomically; an empty list removes the file.
    package func write(to path: String) throws {
        if requests.isEmpty {
            FileSystem.removeFile(path)
            return
        }
        do {
            try AtomicFileWriter.replace(path, with: jsonBytes)
        } catch {
            throw RunError.cannotWriteRunState(path: path, reason: error.reason)
        }
    }

    /// The list at `path`; nil when there is none. A file that cannot be read as a list throws
    /// `RunError.unreadableRunState` (callers warn and go on without it).
    package static func read(from path: String) throws(RunError) -> FailedRequestList? {
        let bytes: [UInt8]?
        do {
            bytes = try RegularFileReader.read(path)
        } catch {
            let reason =
                switch error.cause {
                case .system, .fileInTheWay, .endedEarly: error.reason
                case .notARegularFile(let kind): "it is \(kind.words)"
                case .tooLarge(let bytes, _): "it is too large (\(bytes) bytes)"
                }
            throw .unreadableRunState(path: path, reason: reason)
        }
        guard let bytes else { return nil }
        guard case .object(let root)? = try? JSONParser.parse(bytes),
            case .string(let sha)? = root["pipeline_sha256"], case .array(let items)? = root["requests"]
        else { throw .unreadableRunState(path: path, reason: "it is not a failed-request list") }
        return FailedRequestList(pipelineSHA256: sha, requests: items.compactMap(FailedRequest.init(json:)))
    }
}

/// One unanswered request.
package struct FailedRequest: Sendable, Equatable {
    /// `fixtures?ids=1-2`.
    package var request: String
    package var reason: FailureReason
    /// What happened, in a sentence.
    package var message: String

    package init(request: String, reason: FailureReason, message: String) {
        self.request = request
        self.reason = reason
        self.message = message
    }

    var jsonObject: JSONObject {
        ["request": .string(request), "reason": .string(reason.rawValue), "message": .string(message), "fix": .string(reason.fix)]
    }

    init?(json: JSONValue) {
        guard case .object(let object) = json, case .string(let request)? = object["request"],
            case .string(let raw)? = object["reason"], let reason = FailureReason(rawValue: raw),
            case .string(let message)? = object["message"]
        else { return nil }
        self.init(request: request, reason: reason, message: message)
    }
}

/// Why a request went unanswered.
package enum FailureReason: String, Sendable, CaseIterable {
    /// The API's daily quota or the pipeline's `daily_budget` ran out.
    case quotaOrBudget = "quota_or_budget"
    /// Network, timeouts or 5xx, after every retry.
    case unavailable = "unavailable_after_retries"
    /// The subscription plan does not cover it.
    case refusedByPlan = "refused_by_plan"
    /// The API rejected a parameter.
    case parameterError = "parameter_error"
    /// The answer could not be read or did not answer the request.
    case badAnswer = "bad_answer"
    /// Not sent: the run had stopped at another request.
    case notSent = "not_sent"

    /// Whether running again may answer it without changing the pipeline.
    package var isRetryable: Bool { self != .refusedByPlan && self != .parameterError }

    /// How the user fixes it.
    package var fix: String {
        switch self {
        case .quotaOrBudget: "run again after the quota resets (or raise source.api.daily_budget); the run resumes from the cache"
        case .unavailable: "run again later; check the network and https://status.api-football.com"
        case .refusedByPlan:
            "narrow the pipeline's scope or datasets to what the subscription covers; not retried until the pipeline file changes"
        case .parameterError: "fix the value in the pipeline's scope; not retried until the pipeline file changes"
        case .badAnswer: "run again; if the API keeps sending it, report it"
        case .notSent: "run again; it is fetched once the request that stopped the run is answered"
        }
    }

    /// The reason an extract error gives; nil for errors that are not about one request's answer.
    package init?(_ error: ExtractError) {
        switch error {
        case .quotaExhausted, .budgetExhausted, .rateLimited: self = .quotaOrBudget
        case .transientFailure, .apiUnavailable, .httpRefused: self = .unavailable
        case .planRefused: self = .refusedByPlan
        case .apiRejected: self = .parameterError
        case .rejectedAnswer, .invalidRecording, .oversizedAnswer, .invalidAnswer, .garbledAnswer: self = .badAnswer
        default: return nil
        }
    }
}
