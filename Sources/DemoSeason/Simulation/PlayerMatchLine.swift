/// Everything one player did in one match; the single source for match player statistics,
/// season totals and top lists. Its counts read as its own properties (`line.goals`).
@dynamicMemberLookup
package struct PlayerMatchLine: Sendable {
    package let playerID: Int
    package let position: PlayerPosition
    package let number: Int
    package let starter: Bool
    package var captain = false
    /// Nil for a named substitute who did not come on.
    package var minutes: Int?
    package var ratingTenths: Int?
    package var cameOn = false
    package var wentOff = false
    package var secondYellow = false
    package var counts = PlayerCounts()

    /// A line for a player named in the lineup.
    package init(playerID: Int, position: PlayerPosition, number: Int, starter: Bool) {
        self.playerID = playerID
        self.position = position
        self.number = number
        self.starter = starter
    }

    /// Whether he was on the pitch at all.
    package var played: Bool { (minutes ?? 0) > 0 }

    /// A count, read and written as if it were a property of the line.
    package subscript(dynamicMember field: WritableKeyPath<PlayerCounts, Int>) -> Int {
        get { counts[keyPath: field] }
        set { counts[keyPath: field] = newValue }
    }
}
