/// Counts by the API's fifteen-minute buckets (`0-15` … `106-120`). A stoppage-time event counts
/// at its elapsed plus extra minutes (`90+3` in `91-105`), as the API's own buckets do.
package struct MinuteBuckets: Sendable, Equatable {
    /// The bucket names, in order.
    package static let labels = ["0-15", "16-30", "31-45", "46-60", "61-75", "76-90", "91-105", "106-120"]

    /// One count per label.
    package private(set) var counts = [Int](repeating: 0, count: labels.count)

    /// Empty buckets.
    package init() {}

    /// The sum of every bucket.
    package var total: Int { counts.reduce(0, +) }

    /// Counts one event at `elapsed` (+ `extra`).
    package mutating func add(elapsed: Int, extra: Int?) {
        counts[Self.index(elapsed: elapsed, extra: extra)] += 1
    }

    /// The bucket of a minute.
    package static func index(elapsed: Int, extra: Int?) -> Int {
        let minute = elapsed + (extra ?? 0)
        return min(labels.count - 1, max(0, (minute - 1) / 15))
    }
}
