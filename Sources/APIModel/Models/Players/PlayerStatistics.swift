/// A player's statistics block: one match (`fixtures?ids=` players, where `team` and
/// `league` are absent) or one team-league-season (`players`, top lists). Counting leaves
/// are lenient integers (null stays nil); `rating` and pass `accuracy` are kept as text
/// because the API sends `"7.3"`, `"7.800000"` and `"18"` (a number in season lists).
package struct PlayerStatistics: APIDecodable, Equatable {
    /// `team`; season statistics only.
    package let team: TeamReference
    /// `league`; season statistics only.
    package let league: LeagueReference
    /// `games.appearences` (sic); season only.
    package let appearances: Int?
    /// `games.lineups`: matches started; season only.
    package let lineups: Int?
    /// `games.minutes`; null for unused substitutes.
    package let minutes: Int?
    /// `games.number`: shirt number; null in top lists.
    package let number: Int?
    /// `games.position`: `G`/`D`/`M`/`F` in a match, `Attacker`… in a season.
    package let position: String?
    /// `games.rating` as sent (`"6.5"`, `"8"`, `"7.493333"`).
    package let rating: String?
    /// `games.captain`.
    package let captain: Bool?
    /// `games.substitute`: started on the bench; match only.
    package let substitute: Bool?
    /// `substitutes.in`: times brought on; season only.
    package let substitutesIn: Int?
    /// `substitutes.out`: times taken off; season only.
    package let substitutesOut: Int?
    /// `substitutes.bench`: times on the bench; season only.
    package let substitutesBench: Int?
    /// `offsides`; match only.
    package let offsides: Int?
    /// `shots.total`.
    package let shotsTotal: Int?
    /// `shots.on`: on target.
    package let shotsOn: Int?
    /// `goals.total`: goals scored.
    package let goals: Int?
    /// `goals.conceded`.
    package let goalsConceded: Int?
    /// `goals.assists`.
    package let assists: Int?
    /// `goals.saves`.
    package let saves: Int?
    /// `passes.total`.
    package let passesTotal: Int?
    /// `passes.key`.
    package let passesKey: Int?
    /// `passes.accuracy` as text (`"18"` in a match; a number in season lists, read as text).
    package let passesAccuracy: String?
    /// `tackles.total`.
    package let tacklesTotal: Int?
    /// `tackles.blocks`.
    package let tacklesBlocks: Int?
    /// `tackles.interceptions`.
    package let tacklesInterceptions: Int?
    /// `duels.total`.
    package let duelsTotal: Int?
    /// `duels.won`.
    package let duelsWon: Int?
    /// `dribbles.attempts`.
    package let dribblesAttempts: Int?
    /// `dribbles.success`.
    package let dribblesSuccess: Int?
    /// `dribbles.past`: times dribbled past.
    package let dribblesPast: Int?
    /// `fouls.drawn`.
    package let foulsDrawn: Int?
    /// `fouls.committed`.
    package let foulsCommitted: Int?
    /// `cards.yellow`.
    package let yellowCards: Int?
    /// `cards.yellowred`: second yellows; season only.
    package let yellowRedCards: Int?
    /// `cards.red`.
    package let redCards: Int?
    /// `penalty.won`.
    package let penaltiesWon: Int?
    /// `penalty.commited` (sic).
    package let penaltiesCommitted: Int?
    /// `penalty.scored`.
    package let penaltiesScored: Int?
    /// `penalty.missed`.
    package let penaltiesMissed: Int?
    /// `penalty.saved`: goalkeepers only.
    package let penaltiesSaved: Int?

    /// Reads one element of a player's `statistics`.
    package init(_ node: JSONNode) throws(APIModelError) {
        team = try TeamReference(node.object("team"))
        league = try LeagueReference(node.object("league"))
        let games = try node.object("games")
        appearances = try games.int("appearences")
        lineups = try games.int("lineups")
        minutes = try games.int("minutes")
        number = try games.int("number")
        position = try games.string("position")
        rating = try games.string("rating")
        captain = try games.bool("captain")
        substitute = try games.bool("substitute")
        let substitutes = try node.object("substitutes")
        substitutesIn = try substitutes.int("in")
        substitutesOut = try substitutes.int("out")
        substitutesBench = try substitutes.int("bench")
        offsides = try node.int("offsides")
        let shots = try node.object("shots")
        shotsTotal = try shots.int("total")
        shotsOn = try shots.int("on")
        let goals = try node.object("goals")
        self.goals = try goals.int("total")
        goalsConceded = try goals.int("conceded")
        assists = try goals.int("assists")
        saves = try goals.int("saves")
        let passes = try node.object("passes")
        passesTotal = try passes.int("total")
        passesKey = try passes.int("key")
        passesAccuracy = try passes.string("accuracy")
        let tackles = try node.object("tackles")
        tacklesTotal = try tackles.int("total")
        tacklesBlocks = try tackles.int("blocks")
        tacklesInterceptions = try tackles.int("interceptions")
        let duels = try node.object("duels")
        duelsTotal = try duels.int("total")
        duelsWon = try duels.int("won")
        let dribbles = try node.object("dribbles")
        dribblesAttempts = try dribbles.int("attempts")
        dribblesSuccess = try dribbles.int("success")
        dribblesPast = try dribbles.int("past")
        let fouls = try node.object("fouls")
        foulsDrawn = try fouls.int("drawn")
        foulsCommitted = try fouls.int("committed")
        let cards = try node.object("cards")
        yellowCards = try cards.int("yellow")
        yellowRedCards = try cards.int("yellowred")
        redCards = try cards.int("red")
        let penalty = try node.object("penalty")
        penaltiesWon = try penalty.int("won")
        penaltiesCommitted = try penalty.int("commited")
        penaltiesScored = try penalty.int("scored")
        penaltiesMissed = try penalty.int("missed")
        penaltiesSaved = try penalty.int("saved")
    }
}
