import APIModel
import Tabular

/// `bookmakers` and `bets`: the id → name lookups of `odds/bookmakers` and `odds/bets`, by id.
enum OddsLabelTableBuilder {
    /// One id and its name.
    final class Row: Sendable {
        let label: OddsLabel

        init(_ label: OddsLabel) {
            self.label = label
        }
    }

    /// The columns of `bookmakers`, in output order.
    static let bookmakersLayout = layout(.bookmakers, id: "bookmaker_id", label: "Bookmaker", idDescription: "API-Football bookmaker id.")

    /// The columns of `bets`, in output order.
    static let betsLayout = layout(.bets, id: "bet_id", label: "Bet", idDescription: "API-Football bet (market) id.")

    /// The columns of `live_bets`: in-play bets, whose ids are not `bets`' (`odds/live/bets`).
    static let liveBetsLayout = layout(
        .liveBets, id: "bet_id", label: "Bet", idDescription: "API-Football in-play bet (market) id, as `odds_live` uses it.")

    private static func layout(_ name: TableName, id: String, label: String, idDescription: String) -> TableLayout<Row> {
        TableLayout(
            name, key: [id],
            columns: [
                .id(id, label: "\(label) ID", idDescription) { $0.label.id },
                .text("name", label: label, "Name as the API spells it.") { $0.label.name }
            ])
    }

    /// The table of `layout`, rows in the order the type's comment gives.
    static func build(_ layout: TableLayout<Row>, _ labels: [OddsLabel]) -> Table {
        var byID: [Int: OddsLabel] = [:]
        for label in labels where byID[label.id] == nil { byID[label.id] = label }
        return layout.table(byID.keys.sorted().compactMap { byID[$0].map(Row.init) })
    }
}
