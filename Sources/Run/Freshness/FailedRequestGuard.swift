import APIModel
import Extract
import FileIO
import JSON
import PipelineSpec

/// Keeps a pipeline's failed-request list up to date around the extract stage: refuses what an
/// earlier run found unfixable by retrying, lists what a stopped run left unanswered (file and
/// JSON log), and clears the list once a run completes (docs/ARCHITECTURE.md §7).
package struct FailedRequestGuard: Sendable {
    let pipeline: Pipeline
    let log: RunLog
    /// The earlier run's refusals that hold while the pipeline file is unchanged, read once.
    private let earlierRefusals: [String: FailedRequest]

    init(pipeline: Pipeline, log: RunLog) {
        self.pipeline = pipeline
        self.log = log
        earlierRefusals = Self.refusals(of: pipeline, log: log)
    }

    /// Whether an earlier run's refusals hold (a reused league-season would skip asking them).
    var refusesEarlierRequests: Bool { !earlierRefusals.isEmpty }

    private var path: String? { FailedRequestList.path(for: pipeline) }
    private var pipelineSHA256: String { ContentDigest.sha256(pipeline.origin.bytes) }

    /// The refusals in `pipeline`'s list that still hold; a list that cannot be read is named in
    /// a warning and ignored.
    private static func refusals(of pipeline: Pipeline, log: RunLog) -> [String: FailedRequest] {
        guard let path = FailedRequestList.path(for: pipeline) else { return [:] }
        do {
            return try FailedRequestList.read(from: path)?
                .refusals(forPipelineSHA256: ContentDigest.sha256(pipeline.origin.bytes)) ?? [:]
        } catch {
            log.warning("unreadable_run_state", error.description, fields: [("path", .string(path))])
            return [:]
        }
    }

    /// `source` wrapped so that earlier unfixable refusals are not sent again: asking for one
    /// ends the run with exit 77, as the first refusal did (`ExtractError.refusedEarlier`).
    func guarding(_ source: any ResponseSource) -> any ResponseSource {
        let refusals = earlierRefusals
        guard !refusals.isEmpty else { return source }
        return RefusingResponseSource(inner: source, refused: refusals.mapValues(\.reason.rawValue))
    }

    /// Runs the extraction and records what it left unanswered; `run` hands what an error
    /// left unanswered to the reporter it is given before throwing. A run in parts tracks each
    /// part with `clearingOnSuccess` false, so only `clear()` after the last one empties the
    /// list, and names with `later` what the parts after a stopped one would have fetched.
    func tracking(
        clearingOnSuccess: Bool = true, later: () -> [PlannedRequest] = { [] },
        _ run: (_ report: (UnfinishedPlan) -> Void) async throws -> ExtractionResult
    ) async throws -> ExtractionResult {
        let earlier = earlierRefusals
        var unfinished = UnfinishedPlan()
        let result: ExtractionResult
        do {
            result = try await run { unfinished = $0 }
        } catch let error as ExtractError {
            if let request = error.request, let reason = FailureReason(error) {
                let failing = FailedRequest(request: request.description, reason: reason, message: redacted(error.description))
                try save(listing(failing, earlier: earlier, unfinished: unfinished))
            }
            throw error
        } catch let error as APIModelError {
            // An answer that cannot be decoded: named by its request (or the stored file it came from).
            let failing = FailedRequest(request: error.source, reason: .badAnswer, message: redacted(error.description))
            try save(listing(failing, earlier: earlier, unfinished: unfinished))
            throw error
        }
        var failed: [FailedRequest] = []
        if let stop = result.stoppedBy {
            let answered = Set(result.answered.map(\.request))
            let refused = Set(result.unanswered.map(\.request))
            let reason = FailureReason(stop) ?? .quotaOrBudget
            for planned in result.plan.requests + later() where !answered.contains(planned.request) && !refused.contains(planned.request) {
                let message = redacted(planned.request == stop.request ? stop.description : "not fetched: \(stop.description)")
                failed.append(FailedRequest(request: planned.request.description, reason: reason, message: message))
            }
        }
        if result.stoppedBy != nil || clearingOnSuccess { try save(failed) }
        return result
    }

    /// Empties the list once every part of a run in parts has been fetched.
    func clear() throws {
        try save([])
    }

    /// The list after an error: the earlier refusals, the failing request, then every other
    /// known request the run did not answer (`not_sent`, naming where the run stopped).
    private func listing(_ failing: FailedRequest, earlier: [String: FailedRequest], unfinished: UnfinishedPlan) -> [FailedRequest] {
        let stoppedAt = unfinished.stoppedAt?.description ?? failing.request
        var listed = Set(earlier.keys).union([failing.request, stoppedAt])
        let notSent = unfinished.unanswered.map(\.description).filter { listed.insert($0).inserted }.map {
            FailedRequest(request: $0, reason: .notSent, message: redacted("not fetched because the run stopped at \(stoppedAt)"))
        }
        return earlier.values.sorted { $0.request < $1.request } + [failing] + notSent
    }

    private func save(_ requests: [FailedRequest]) throws {
        for request in requests {
            log.warning(
                "unanswered", "unanswered: \(request.request) (\(request.reason.rawValue)): \(request.reason.fix)",
                fields: [
                    ("request", .string(request.request)), ("reason", .string(request.reason.rawValue)),
                    ("fix", .string(request.reason.fix))
                ])
        }
        guard let path else { return }
        try FailedRequestList(pipelineSHA256: pipelineSHA256, requests: requests).write(to: path)
    }

    /// `text` without any API key, should a message from below ever quote it.
    private func redacted(_ text: String) -> String {
        SecretRedaction.redact(text)
    }
}

extension APIModelError {
    /// The request or file the unreadable answer came from.
    fileprivate var source: String {
        switch self {
        case .invalidJSON(let source, _, _, _), .notAnEnvelope(let source, _), .unreadableValue(let source, _, _, _): source
        }
    }
}
