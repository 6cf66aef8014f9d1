extension TeamSide? {
    /// Home first, then away, then a team that is neither side.
    var sortRank: Int {
        switch self {
        case .home?: 0
        case .away?: 1
        case nil: 2
        }
    }
}
