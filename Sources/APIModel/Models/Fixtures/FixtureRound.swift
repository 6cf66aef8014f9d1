import JSON

/// One item of `fixtures/rounds`: a round name (`"Regular Season - 1"`), or with `dates=true`
/// an object `{round, dates}` listing the days its fixtures are played on. The item's JSON
/// kind says which form it is, so both read through this one model.
package struct FixtureRound: APIDecodable, Equatable {
    /// The round name; required.
    package let round: String
    /// `dates` (`YYYY-MM-DD`, in the API's order); nil for the plain form.
    package let dates: [String]?

    /// Reads a `fixtures/rounds` item in either form.
    package init(_ node: JSONNode) throws(APIModelError) {
        if case .object? = node.value {
            round = try node.requiredString("round")
            dates = try node.optionalList("dates", of: String.self)
        } else {
            round = try node.requiredString()
            dates = nil
        }
    }
}
