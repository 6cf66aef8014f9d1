/// One thing every item of a list answer says about the request it answers: the request's
/// `parameter` (a value, or ids joined by `-`) must be what the item holds at `paths`.
/// `fixtures?league=39` items have `league.id` 39; `fixtures?ids=1-2` items have `fixture.id`
/// 1 or 2; an `h2h=33-50` item has both teams in the pair. Items that leave a value out are
/// not judged (the model reads them, or says why it cannot).
package struct AnswerClaim: Sendable, Hashable {
    /// How the item's values must relate to the requested ones.
    package enum Rule: Sendable, Hashable {
        /// Every value found at `paths` is one of the requested ones.
        case every
        /// At least one value found at `paths` is one of the requested ones (a team is home or away).
        case any
    }

    /// The request parameter the claim is about (`league`, `ids`).
    package let parameter: String
    /// Where each item holds the value, as keys from the item (`["league", "id"]`).
    package let paths: [[String]]
    package let rule: Rule

    package init(_ parameter: String, _ paths: [String]..., rule: Rule = .every) {
        self.parameter = parameter
        self.paths = paths
        self.rule = rule
    }

    /// What a fixtures list's items (`fixtures`, `fixtures/headtohead`) say about their request.
    package static let fixtureItems: [AnswerClaim] = [
        AnswerClaim("league", ["league", "id"]), AnswerClaim("season", ["league", "season"]),
        AnswerClaim("ids", ["fixture", "id"]), AnswerClaim("id", ["fixture", "id"]),
        AnswerClaim("team", ["teams", "home", "id"], ["teams", "away", "id"], rule: .any),
        AnswerClaim("h2h", ["teams", "home", "id"], ["teams", "away", "id"])
    ]

    /// The league and season of items with a `league` object (standings, injuries).
    package static let leagueSeasonItems: [AnswerClaim] = [
        AnswerClaim("league", ["league", "id"]), AnswerClaim("season", ["league", "season"])
    ]
}
