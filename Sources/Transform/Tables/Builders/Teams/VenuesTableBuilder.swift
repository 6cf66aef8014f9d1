import APIModel
import Tabular

/// `venues`: one row per venue id, from `venues?id=` answers and from the venue each
/// `teams` answer embeds; where both describe a venue, the `venues` answer wins (it also has
/// the country). Sorted by id; venues without an id are left out.
enum VenuesTableBuilder {
    /// One venue.
    final class Row: Sendable {
        let venue: Venue

        init(_ venue: Venue) {
            self.venue = venue
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .venues, key: ["venue_id"],
        columns: [
            .id("venue_id", label: "Venue ID", "API-Football venue id.") { $0.venue.id },
            .text("name", label: "Venue", "Venue name.") { $0.venue.name },
            .text("address", label: "Address", "Street address.") { $0.venue.address },
            .text("city", label: "City", "City the venue is in.") { $0.venue.city },
            .text("country", label: "Country", "Country; empty when known only from a `teams` answer.") { $0.venue.country },
            .int(
                "capacity", label: "Capacity", "Capacity as the API reports it; a negative one is emptied and counted.", range: 0...Int.max
            ) { $0.venue.capacity },
            .text("surface", label: "Surface", "Pitch surface (grass, artificial turf…).") { $0.venue.surface },
            .text("image", label: "Image", "URL of the venue's image.") { $0.venue.image }
        ])

    /// The table, rows in the order the type's comment gives.
    static func build(venues: [Venue], teams: [TeamProfile]) -> (table: Table, issues: ValueIssues) {
        var byID: [Int: Venue] = [:]
        for venue in teams.map(\.venue) + venues {
            guard let id = venue.id, id != 0 else { continue }
            byID[id] = venue
        }
        return layout.built(byID.keys.sorted().compactMap { byID[$0].map(Row.init) })
    }
}
