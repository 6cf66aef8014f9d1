/// A pair of values for the home and the away side (`teams`, `goals`, `score.halftime`).
package struct HomeAway<Value> {
    /// The home side's value.
    package let home: Value
    /// The away side's value.
    package let away: Value

    /// A pair from its two values.
    package init(home: Value, away: Value) {
        self.home = home
        self.away = away
    }
}

extension HomeAway: Sendable where Value: Sendable {}
extension HomeAway: Equatable where Value: Equatable {}

extension HomeAway: APIDecodable where Value == Int? {
    /// A score pair `{home, away}`; null sides (not played) read as nil.
    package init(_ node: JSONNode) throws(APIModelError) {
        self.init(home: try node.int("home"), away: try node.int("away"))
    }
}
