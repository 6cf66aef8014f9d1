import APIModel
import Catalog
import Intake
import JSON

/// Counts a part's answers per dataset and league-season, and how many held no items, so a
/// dataset that came back empty (`response: []` in every answer) is said once: its tables are
/// written with no rows from it, which must not pass without a word.
struct EmptyAnswerTally {
    private struct Key: Hashable {
        let dataset: Dataset
        let leagueSeason: LeagueSeason?
    }

    private struct Count {
        let first: Request
        var answers = 0
        var empty = 0
    }

    /// Keys in the order their first answer was absorbed (plan order), so warnings are deterministic.
    private var order: [Key] = []
    private var counts: [Key: Count] = [:]

    /// Counts `envelope`, the answer to `planned`.
    mutating func note(_ planned: PlannedRequest, _ envelope: Envelope) {
        let key = Key(dataset: planned.dataset, leagueSeason: planned.leagueSeason)
        if counts[key] == nil {
            order.append(key)
            counts[key] = Count(first: planned.request)
        }
        counts[key]?.answers += 1
        if Self.isEmpty(envelope.response.value) { counts[key]?.empty += 1 }
    }

    /// One `emptyDataset` warning per dataset and league-season whose every answer was empty.
    var warnings: [ExtractWarning] {
        order.compactMap { key in
            guard let count = counts[key], count.empty == count.answers else { return nil }
            let place = key.leagueSeason.map { " for \($0)" } ?? ""
            let tables = key.dataset.descriptor.tables.joined(separator: ", ")
            return ExtractWarning(
                code: .emptyDataset, request: count.first,
                message: "\(key.dataset.rawValue)\(place) came back empty (no items in \(count.answers) answer(s), "
                    + "first \(count.first)); \(tables) written with no rows from it",
                details: ["dataset": key.dataset.rawValue, "answers": String(count.answers)])
        }
    }

    private static func isEmpty(_ response: JSONValue?) -> Bool {
        switch response {
        case .array(let items)?: items.isEmpty
        case .object(let object)?: object.entries.isEmpty
        default: false
        }
    }
}
