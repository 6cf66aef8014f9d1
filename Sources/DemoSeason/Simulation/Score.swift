/// Home and away goals.
package struct Score: Sendable, Hashable {
    package var home: Int
    package var away: Int

    /// The goals of one side (0 home, 1 away).
    package subscript(side: Int) -> Int {
        get { side == 0 ? home : away }
        set { if side == 0 { home = newValue } else { away = newValue } }
    }

    /// 0–0.
    package static let zero = Score(home: 0, away: 0)
}
