/// Two teams regardless of order: A-B and B-A are one head-to-head request.
package struct TeamPair: Sendable, Hashable, Comparable {
    package let low: Int
    package let high: Int

    package init(_ a: Int, _ b: Int) {
        low = min(a, b)
        high = max(a, b)
    }

    /// The `h2h=` value: the lower id first.
    package var h2hParameter: String { "\(low)-\(high)" }

    package static func < (a: TeamPair, b: TeamPair) -> Bool { (a.low, a.high) < (b.low, b.high) }
}
