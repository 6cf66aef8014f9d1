/// One bookmaker's entry in an `odds` item: its bets, each with the offered values.
package struct BookmakerOdds: APIDecodable, Equatable {
    /// `id` of the bookmaker (see `odds/bookmakers`).
    package let id: Int?
    /// `name` (`Bwin`).
    package let name: String?
    /// `bets[]`, in the API's order.
    package let bets: [Bet]

    /// One bet (market) of a bookmaker; its ids are those of `odds/bets`.
    package typealias Bet = OddsBet<Value>

    /// One outcome and its price.
    package struct Value: APIDecodable, Equatable {
        /// `value`: the outcome as text (`Home`, `Over 2.5`); the API sends some as numbers
        /// (`4` goals), read as their literal.
        package let value: String?
        /// `odd`: the decimal price as sent (`"2.95"`).
        package let odd: String?

        /// Reads an element of `values`.
        package init(_ node: JSONNode) throws(APIModelError) {
            value = try node.string("value")
            odd = try node.string("odd")
        }
    }

    /// Reads an element of `bookmakers`.
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.int("id")
        name = try node.string("name")
        bets = try node.list("bets", of: Bet.self)
    }
}
