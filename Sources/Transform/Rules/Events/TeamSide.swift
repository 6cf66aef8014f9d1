/// Which of the fixture's two teams an event belongs to.
package enum TeamSide: String, Sendable, Hashable, CaseIterable {
    case home
    case away
}
