/// A `{home, away, total}` triple (`teams/statistics` counts, and its averages sent as text).
package struct HomeAwayTotal<Value> {
    /// `home`.
    package let home: Value
    /// `away`.
    package let away: Value
    /// `total`.
    package let total: Value
}

extension HomeAwayTotal: Sendable where Value: Sendable {}
extension HomeAwayTotal: Equatable where Value: Equatable {}

extension HomeAwayTotal where Value == Int? {
    /// Counts (`played`, `clean_sheet`); null reads as nil.
    package init(counts node: JSONNode) throws(APIModelError) {
        self.init(home: try node.int("home"), away: try node.int("away"), total: try node.int("total"))
    }
}

extension HomeAwayTotal where Value == String? {
    /// Values the API sends as text (`average`: `"2.1"`); numbers read as their literal.
    package init(texts node: JSONNode) throws(APIModelError) {
        self.init(home: try node.string("home"), away: try node.string("away"), total: try node.string("total"))
    }
}
