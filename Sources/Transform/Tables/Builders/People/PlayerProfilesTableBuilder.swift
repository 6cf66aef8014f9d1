import APIModel
import Tabular

/// `player_profiles`: one row per player of `players/profiles` answers, by player id; height
/// and weight as numbers from `"180 cm"` / `"75 kg"`.
enum PlayerProfilesTableBuilder {
    /// One player.
    final class Row: Sendable {
        let player: PersonProfile

        init(_ player: PersonProfile) {
            self.player = player
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(.playerProfiles, key: ["player_id"], columns: [
        .id("player_id") { $0.player.id },
        .text("name") { $0.player.name },
        .text("firstname") { $0.player.firstname },
        .text("lastname") { $0.player.lastname },
        .int("age") { $0.player.age },
        .date("birth_date") { PlayerMeasure.birthDate($0.player.birth.date) },
        .text("birth_place") { $0.player.birth.place },
        .text("birth_country") { $0.player.birth.country },
        .text("nationality") { $0.player.nationality },
        .int("height_cm") { PlayerMeasure.heightCentimetres($0.player.height) },
        .int("weight_kg") { PlayerMeasure.weightKilograms($0.player.weight) },
        .int("number") { $0.player.number },
        .text("position") { $0.player.position },
        .text("photo") { $0.player.photo },
    ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ entries: [PlayerProfileEntry]) -> Table {
        var byID: [Int: PersonProfile] = [:]
        for entry in entries where byID[entry.player.id] == nil { byID[entry.player.id] = entry.player }
        return layout.table(byID.keys.sorted().compactMap { byID[$0].map(Row.init) })
    }
}
