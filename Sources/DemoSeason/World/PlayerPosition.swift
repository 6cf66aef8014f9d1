/// A player's position, in the two spellings the API uses.
package enum PlayerPosition: Int, Sendable, Hashable, CaseIterable {
    case goalkeeper, defender, midfielder, attacker

    /// `Goalkeeper` … `Attacker`: squads and season statistics.
    package var name: String {
        switch self {
        case .goalkeeper: "Goalkeeper"
        case .defender: "Defender"
        case .midfielder: "Midfielder"
        case .attacker: "Attacker"
        }
    }

    /// `G` `D` `M` `F`: lineups and match player statistics.
    package var letter: String {
        switch self {
        case .goalkeeper: "G"
        case .defender: "D"
        case .midfielder: "M"
        case .attacker: "F"
        }
    }
}
