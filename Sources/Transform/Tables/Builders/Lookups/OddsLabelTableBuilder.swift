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

    /// The columns, in output order.
    static func layout(_ name: OutputTableName, id: String) -> TableLayout<Row> {
        TableLayout(name, key: [id], columns: [.id(id) { $0.label.id }, .text("name") { $0.label.name }])
    }

    /// The table, rows in the order the type's comment gives.
    static func build(_ name: OutputTableName, id: String, _ labels: [OddsLabel]) -> Table {
        var byID: [Int: OddsLabel] = [:]
        for label in labels where byID[label.id] == nil { byID[label.id] = label }
        return layout(name, id: id).table(byID.keys.sorted().compactMap { byID[$0].map(Row.init) })
    }
}
