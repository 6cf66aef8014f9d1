/// One item of `odds/live`: a match in play, its clock and score, whether betting is open, and
/// every in-play bet offered on it (shape: the API-Football v3 documentation, "odds/live").
package struct LiveOdds: APIDecodable, Equatable {
    /// `fixture.id`.
    package let fixtureID: Int?
    /// `fixture.status.long` (`Second Half`).
    package let statusLong: String?
    /// `fixture.status.elapsed`: minutes played.
    package let elapsed: Int?
    /// `fixture.status.seconds`: the clock as `minutes:seconds` (`62:14`).
    package let clock: String?
    /// `league` (`id`, `season`).
    package let league: LeagueReference
    /// `teams.home` and `teams.away`: ids and current goals.
    package let home: Side
    package let away: Side
    /// `status.stopped`: the match is stopped (betting paused).
    package let stopped: Bool?
    /// `status.blocked`: bets are blocked for now.
    package let blocked: Bool?
    /// `status.finished`: the match is over.
    package let finished: Bool?
    /// `update`: when the API last refreshed these odds, ISO 8601.
    package let update: String?
    /// `odds[]`: the bets, in the API's order.
    package let bets: [Bet]

    /// One team of the match in play.
    package struct Side: APIDecodable, Equatable {
        package let id: Int?
        package let goals: Int?

        /// Reads `teams.home` or `teams.away`.
        package init(_ node: JSONNode) throws(APIModelError) {
            id = try node.int("id")
            goals = try node.int("goals")
        }
    }

    /// One in-play bet (`odds[]`); its ids are those of `odds/live/bets`, not of `odds/bets`.
    package typealias Bet = OddsBet<Value>

    /// One outcome of an in-play bet and its price.
    package struct Value: APIDecodable, Equatable {
        /// `value` (`Over`, `Home`).
        package let value: String?
        /// `odd`: the decimal price as sent (`"2.5"`).
        package let odd: String?
        /// `handicap`: the line the outcome is about (`"8"` corners), when the bet has lines.
        package let handicap: String?
        /// `main`: true on the line to consider when the same value is offered at several lines.
        package let main: Bool?
        /// `suspended`: the outcome cannot be bet on for now.
        package let suspended: Bool?

        /// Reads an element of `values`.
        package init(_ node: JSONNode) throws(APIModelError) {
            value = try node.string("value")
            odd = try node.string("odd")
            handicap = try node.string("handicap")
            main = try node.bool("main")
            suspended = try node.bool("suspended")
        }
    }

    /// Reads an `odds/live` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        let fixture = try node.object("fixture")
        fixtureID = try fixture.int("id")
        let status = try fixture.object("status")
        statusLong = try status.string("long")
        elapsed = try status.int("elapsed")
        clock = try status.string("seconds")
        league = try LeagueReference(node.object("league"))
        let teams = try node.object("teams")
        home = try Side(teams.object("home"))
        away = try Side(teams.object("away"))
        let betting = try node.object("status")
        stopped = try betting.bool("stopped")
        blocked = try betting.bool("blocked")
        finished = try betting.bool("finished")
        update = try node.string("update")
        bets = try node.list("odds", of: Bet.self)
    }
}
