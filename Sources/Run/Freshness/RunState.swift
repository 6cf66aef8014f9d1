import APIModel
import Extract
import JSON
import FileIO
import Load
package import PipelineSpec

/// Keeps a pipeline's failed-request list up to date around the extract stage: refuses what an
/// earlier run found unfixable by retrying, lists what a stopped run left unanswered (file and
/// JSON log), and clears the list once a run completes (docs/ARCHITECTURE.md §7).
package struct RunState: Sendable {
    let pipeline: Pipeline
    let log: RunLog

    /// The failed-request list of a pipeline; nil without a cache folder.
    package static func failedRequestsPath(for pipeline: Pipeline) -> String? {
        FailedRequestList.path(for: pipeline)
    }

    private var path: String? { Self.failedRequestsPath(for: pipeline) }
    private var pipelineSHA256: String { ContentDigest.sha256(pipeline.origin.bytes) }

    /// `source` wrapped so that earlier unfixable refusals are not sent again.
    func guarding(_ source: any ResponseSource) -> any ResponseSource {
        guard let path else { return source }
        let refusals = FailedRequestList.read(from: path)?.refusals(forPipelineSHA256: pipelineSHA256) ?? [:]
        guard !refusals.isEmpty else { return source }
        return RefusingResponseSource(inner: source, refused: refusals.mapValues(\.reason.rawValue))
    }

    /// Runs the extraction and records what it left unanswered.
    func tracking(_ run: () async throws -> ExtractionResult) async throws -> ExtractionResult {
        let earlier = path.flatMap(FailedRequestList.read(from:))?.refusals(forPipelineSHA256: pipelineSHA256) ?? [:]
        let result: ExtractionResult
        do {
            result = try await run()
        } catch let error as ExtractError {
            if let request = error.request, let reason = FailureReason(error) {
                let kept = earlier.values.sorted { $0.request < $1.request }
                try save(kept + [FailedRequest(request: request.description, reason: reason, message: error.description)])
            }
            throw error
        }
        // The only failures a run tolerates are earlier refusals: they keep their first reason.
        var failed = result.unanswered.map { planned in
            earlier[planned.request.description] ?? FailedRequest(
                request: planned.request.description, reason: .refusedByPlan, message: "refused earlier; not sent again")
        }
        if let stop = result.stoppedBy {
            let answered = Set(result.answered.map(\.request))
            let refused = Set(result.unanswered.map(\.request))
            let reason = FailureReason(stop) ?? .quotaOrBudget
            for planned in result.plan.requests where !answered.contains(planned.request) && !refused.contains(planned.request) {
                let message = planned.request == stop.request ? stop.description : "not fetched: \(stop.description)"
                failed.append(FailedRequest(request: planned.request.description, reason: reason, message: message))
            }
        }
        try save(failed)
        return result
    }

    private func save(_ requests: [FailedRequest]) throws {
        for request in requests {
            log.warning("unanswered", "unanswered: \(request.request) (\(request.reason.rawValue)): \(request.reason.fix)", fields: [
                ("request", .string(request.request)), ("reason", .string(request.reason.rawValue)), ("fix", .string(request.reason.fix)),
            ])
        }
        guard let path, !requests.isEmpty || FailedRequestList.read(from: path) != nil else { return }
        try FailedRequestList(pipelineSHA256: pipelineSHA256, requests: requests).write(to: path)
    }
}
