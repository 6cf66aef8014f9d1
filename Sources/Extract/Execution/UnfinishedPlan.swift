package import APIModel

/// What a run that ends with an error still needed: handed to the caller of
/// `ExtractionRun.run(reportingFailureTo:)` just before the error is thrown, so the requests the
/// run knew but never answered can be listed (docs/ARCHITECTURE.md §7).
package struct UnfinishedPlan: Sendable, Equatable {
    /// The request being fetched or read when the run failed; nil when planning failed.
    package var stoppedAt: Request?
    /// Every known request left unanswered, in plan order, `stoppedAt` included.
    package var unanswered: [Request]

    package init(stoppedAt: Request? = nil, unanswered: [Request] = []) {
        self.stoppedAt = stoppedAt
        self.unanswered = unanswered
    }
}
