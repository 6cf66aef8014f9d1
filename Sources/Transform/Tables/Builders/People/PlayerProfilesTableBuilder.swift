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
    static let layout = TableLayout<Row>(
        .playerProfiles, key: ["player_id"],
        columns: [
            .id("player_id", label: "Player ID", "API-Football player id.") { $0.player.id },
            .text("name", label: "Player", "Player's name as the API spells it (often abbreviated).") { $0.player.name },
            .text("firstname", label: "First Name", "First name(s).") { $0.player.firstname },
            .text("lastname", label: "Last Name", "Last name(s).") { $0.player.lastname },
            .int("age", label: "Age", "Age in years, as the API reports it.", unit: "years") { $0.player.age },
            .date("birth_date", label: "Born", "Date of birth.", reading: { $0.player.birth.date }, PlayerMeasure.birthDate),
            .text("birth_place", label: "Birthplace", "Place of birth.") { $0.player.birth.place },
            .text("birth_country", label: "Birth Country", "Country of birth.") { $0.player.birth.country },
            .text("nationality", label: "Nationality", "Nationality as the API sends it (a country name).") { $0.player.nationality },
            .int(
                "height_cm", label: "Height (cm)", "Height, read from the API's text (\"180 cm\").", unit: "cm",
                range: PlayerMeasure.heightRange,
                reading: { $0.player.height }, PlayerMeasure.heightCentimetres),
            .int(
                "weight_kg", label: "Weight (kg)", "Weight, read from the API's text (\"75 kg\").", unit: "kg",
                range: PlayerMeasure.weightRange,
                reading: { $0.player.weight }, PlayerMeasure.weightKilograms),
            .int("number", label: "No.", "Shirt number at the current club.") { $0.player.number },
            .text("position", label: "Pos", "Position as the API sends it (Goalkeeper, Defender, Midfielder, Attacker).") {
                $0.player.position
            },
            .text("photo", label: "Photo", "URL of the player's photo.") { $0.player.photo }
        ])

    /// The table, rows in the order the type's comment gives, and the values it emptied.
    static func build(_ entries: [PlayerProfileEntry]) -> (table: Table, issues: ValueIssues) {
        var byID: [Int: PersonProfile] = [:]
        for entry in entries where byID[entry.player.id] == nil { byID[entry.player.id] = entry.player }
        return layout.built(byID.keys.sorted().compactMap { byID[$0].map(Row.init) })
    }
}
