/// The counting statistics of a player, for one match or summed over a season. Zeros stay
/// zeros here; the responses decide which ones the API writes as null.
package struct PlayerCounts: Sendable, Equatable {
    package var offsides = 0
    package var shotsTotal = 0
    package var shotsOn = 0
    /// Shots blocked by a defender (part of `shotsTotal`; the team's `Blocked Shots`).
    package var shotsBlocked = 0
    package var goals = 0
    package var conceded = 0
    package var assists = 0
    package var saves = 0
    package var passes = 0
    package var keyPasses = 0
    package var accuratePasses = 0
    package var tackles = 0
    package var blocks = 0
    package var interceptions = 0
    package var duels = 0
    package var duelsWon = 0
    package var dribbleAttempts = 0
    package var dribbleSuccess = 0
    package var dribbledPast = 0
    package var foulsDrawn = 0
    package var foulsCommitted = 0
    package var yellow = 0
    package var red = 0
    package var penaltyWon = 0
    package var penaltyCommitted = 0
    package var penaltyScored = 0
    package var penaltyMissed = 0
    package var penaltySaved = 0

    /// All zeros.
    package init() {}

    /// Adds every count of `other`.
    package mutating func add(_ other: PlayerCounts) {
        for field in Self.fields { self[keyPath: field] += other[keyPath: field] }
    }

    private static let fields: [any WritableKeyPath<PlayerCounts, Int> & Sendable] = [
        \.offsides, \.shotsTotal, \.shotsOn, \.shotsBlocked, \.goals, \.conceded, \.assists, \.saves, \.passes,
        \.keyPasses, \.accuratePasses, \.tackles, \.blocks, \.interceptions, \.duels, \.duelsWon,
        \.dribbleAttempts, \.dribbleSuccess, \.dribbledPast, \.foulsDrawn, \.foulsCommitted, \.yellow, \.red,
        \.penaltyWon, \.penaltyCommitted, \.penaltyScored, \.penaltyMissed, \.penaltySaved
    ]
}
