package import APIModel
package import Catalog
package import Intake

/// What the extract stage got: decoded data and an account of every request.
package struct ExtractionResult: Sendable {
    package var data: ExtractedData
    /// The last plan: complete unless the run stopped early.
    package var plan: Plan
    /// Each answered request and where its answer came from, in plan order.
    package var answered: [AnsweredRequest]
    /// Requests whose failure the run tolerated (see `ExtractionRun.tolerates`), in plan order.
    package var unanswered: [PlannedRequest]
    /// Set when the daily quota or budget stopped fetching; the rest can be fetched by running again.
    package var stoppedBy: ExtractError?
    /// Requests still to fetch when stopped (known ones; more may follow from their answers).
    package var remaining: Int
    /// Answers kept despite a finding (a live batch without some fixtures), in plan order.
    /// The runner lists them in the manifest's `warnings` beside the transform ones.
    package var warnings: [ExtractWarning] = []
    /// Per-match requests answered from stored `fixtures?ids=` batches, per dataset.
    package var fromBatches: [Dataset: Int] = [:]

    /// Answers per origin, every origin present.
    package var counts: [ResponseOrigin: Int] {
        var counts = Dictionary(uniqueKeysWithValues: ResponseOrigin.allCases.map { ($0, 0) })
        for item in answered { counts[item.origin, default: 0] += 1 }
        return counts
    }
}

/// A request the run got an answer to, and where the answer came from.
package struct AnsweredRequest: Sendable {
    package let request: Request
    package let origin: ResponseOrigin

    package init(request: Request, origin: ResponseOrigin) {
        self.request = request
        self.origin = origin
    }
}
