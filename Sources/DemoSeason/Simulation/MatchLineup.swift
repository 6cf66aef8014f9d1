/// A side's lineup for one match.
package struct MatchLineup: Sendable {
    /// A starter and his grid place.
    package struct Starter: Sendable {
        package let playerID: Int
        package let grid: String
    }

    package let clubID: Int
    package let formation: Formation
    package let starters: [Starter]
    /// Named substitutes in bench order.
    package let bench: [Int]
    package let captainID: Int
}
