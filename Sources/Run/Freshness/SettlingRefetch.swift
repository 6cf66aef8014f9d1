import APIModel
import Catalog
import Extract
import Intake

/// What `plan` says about the settle window: how many finished matches a run fetches again
/// because the API may still correct them, in how many batches (docs/ARCHITECTURE.md §7).
package struct SettlingRefetch: Sendable, Equatable {
    /// Finished matches still inside their settle window whose details are to be fetched.
    package let matches: Int
    /// The `fixtures?ids=` requests that carry them.
    package let requests: Int
    /// The window, in hours.
    package let settleHours: Int

    /// Counts the settling matches among the details batches still to fetch.
    init(toFetch: [PlannedRequest], facts: PlanFacts, window: SettleWindow) {
        let byID = Dictionary(facts.fixtures.values.joined().map { ($0.id, $0) }) { first, _ in first }
        var matches = 0
        var requests = 0
        for planned in toFetch where planned.dataset == .fixtureDetails {
            let ids = RequestedFixtures(planned.request)?.ids ?? []
            let settling = ids.filter { byID[$0].map(window.isSettling) ?? false }.count
            matches += settling
            if settling > 0 { requests += 1 }
        }
        self.matches = matches
        self.requests = requests
        settleHours = Int(window.seconds / 3_600)
    }

    /// The line `plan` prints.
    var text: String {
        "  settle window: \(matches) finished match(es) fetched again in \(requests) request(s): the API corrects "
            + "events, ratings and statistics for \(settleHours) h after full time (source.api.settle)"
    }
}
