import APIModel
package import Catalog
import Extract

/// How a per-match dataset (`fixture_events`, …) of a plan is answered: cut from stored
/// `fixtures?ids=` batches, from its own stored answers, or fetched one call per match.
package struct PerMatchAnswers: Sendable, Equatable {
    package let dataset: Dataset
    package let fromBatches: Int
    package let ownAnswers: Int
    package let toFetch: Int

    /// One entry per named dataset that a batch can answer, in the pipeline's order.
    static func of(_ datasets: [Dataset], in result: ExtractionResult) -> [PerMatchAnswers] {
        datasets.filter { $0.descriptor.detailsKey != nil }.map { dataset in
            let descriptor = dataset.descriptor
            let answered = result.answered.filter { $0.request.endpoint == descriptor.endpoint && descriptor.serves($0.request) }.count
            let batched = result.fromBatches[dataset] ?? 0
            return PerMatchAnswers(
                dataset: dataset, fromBatches: batched, ownAnswers: answered - batched,
                toFetch: result.unanswered.filter { $0.dataset == dataset }.count)
        }
    }

    /// `fixture_events: 380 from stored fixtures?ids= batches, 0 from its own answers, 2 to fetch (one call per played fixture)`.
    var text: String {
        "\(dataset.rawValue): \(fromBatches) from stored fixtures?ids= batches, \(ownAnswers) from its own answers, "
            + "\(toFetch) to fetch (\(dataset.descriptor.requests.costText))"
    }
}
