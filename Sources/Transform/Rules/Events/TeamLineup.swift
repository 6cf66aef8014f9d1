/// One team's lineup by player id: what the substitution rule reads. Players whose id the
/// API left null are simply absent.
package struct TeamLineup: Sendable, Hashable {
    package let teamID: Int
    /// `startXI` player ids.
    package let starters: [Int]
    /// `substitutes` player ids.
    package let bench: [Int]

    package init(teamID: Int, starters: [Int], bench: [Int]) {
        self.teamID = teamID
        self.starters = starters
        self.bench = bench
    }
}
