package import APIModel
package import Catalog
import PipelineSpec

/// A request the run needs, with the dataset it serves.
package struct PlannedRequest: Sendable, Hashable {
    package let request: Request
    package let dataset: Dataset
    /// The league-season it was planned for; nil for catalog-wide requests.
    package let leagueSeason: LeagueSeason?
}

/// A dataset the plan leaves out for a league-season, and why.
package struct PlanSkip: Sendable, Hashable, Comparable {
    package let dataset: Dataset
    package let leagueSeason: LeagueSeason
    package let reason: String

    package static func < (a: PlanSkip, b: PlanSkip) -> Bool {
        (a.leagueSeason, a.dataset) < (b.leagueSeason, b.dataset)
    }
}

/// Everything the planner can determine from what it knows so far.
package struct Plan: Sendable {
    /// In dependency order, without repeats.
    package let requests: [PlannedRequest]
    package let skipped: [PlanSkip]
    /// Requests that will follow once earlier answers are known (e.g. "fixture details for league 39 season 2023").
    package let pending: [String]

    /// True when no further requests can appear.
    package var isComplete: Bool { pending.isEmpty }
}
