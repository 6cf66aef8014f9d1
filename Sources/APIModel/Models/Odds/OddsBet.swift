/// One bet (market) and its offered values, `{id, name, values[]}`: a bookmaker's bet in `odds`
/// (ids of `odds/bets`) and an in-play bet in `odds/live` (ids of `odds/live/bets`).
package struct OddsBet<Value: APIDecodable & Equatable>: APIDecodable, Equatable {
    package let id: Int?
    /// `name` (`Match Winner`, `Match Corners`).
    package let name: String?
    /// `values[]`, in the API's order.
    package let values: [Value]

    /// Reads an element of `bets` or `odds`.
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.int("id")
        name = try node.string("name")
        values = try node.list("values", of: Value.self)
    }
}
