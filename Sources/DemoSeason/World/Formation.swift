/// A team shape and its lineup grid (`row:col`, row 1 the goalkeeper, columns counted from the
/// right as the API lists them: `2:4, 2:3, 2:2, 2:1`).
package enum Formation: String, Sendable, CaseIterable {
    case fourFourTwo = "4-4-2"
    case fourThreeThree = "4-3-3"
    case fourTwoThreeOne = "4-2-3-1"

    /// One starting place.
    package struct Slot: Sendable {
        package let position: PlayerPosition
        package let grid: String
    }

    /// The eleven places in lineup order.
    package var slots: [Slot] {
        let rows: [(PlayerPosition, Int)] =
            switch self {
            case .fourFourTwo: [(.goalkeeper, 1), (.defender, 4), (.midfielder, 4), (.attacker, 2)]
            case .fourThreeThree: [(.goalkeeper, 1), (.defender, 4), (.midfielder, 3), (.attacker, 3)]
            case .fourTwoThreeOne: [(.goalkeeper, 1), (.defender, 4), (.midfielder, 2), (.midfielder, 3), (.attacker, 1)]
            }
        var slots: [Slot] = []
        for (rowIndex, (position, count)) in rows.enumerated() {
            for column in stride(from: count, through: 1, by: -1) {
                slots.append(Slot(position: position, grid: "\(rowIndex + 1):\(column)"))
            }
        }
        return slots
    }

    /// How many starters the shape needs in a position.
    package func count(of position: PlayerPosition) -> Int {
        slots.filter { $0.position == position }.count
    }
}
