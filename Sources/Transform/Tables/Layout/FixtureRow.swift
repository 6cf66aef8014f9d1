import APIModel

/// A table row about one fixture (a fixtures row, a head-to-head meeting).
protocol FixtureRow: AnyObject, Sendable {
    /// The fixture as the API sent it.
    var fixture: Fixture { get }
}
