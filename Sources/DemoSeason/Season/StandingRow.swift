/// One club's line in the league table.
package struct StandingRow: Sendable {
    /// Played, won, drawn, lost and goals, overall or at home or away.
    package struct Record: Sendable {
        package var played = 0
        package var win = 0
        package var draw = 0
        package var lose = 0
        package var goalsFor = 0
        package var goalsAgainst = 0

        /// Counts one result.
        mutating func add(scored: Int, conceded: Int) {
            played += 1
            goalsFor += scored
            goalsAgainst += conceded
            if scored > conceded { win += 1 } else if scored == conceded { draw += 1 } else { lose += 1 }
        }
    }

    package var rank = 0
    package let club: ClubIdentity
    package var all = Record()
    package var home = Record()
    package var away = Record()
    /// Results, most recent first (`W`, `D`, `L`), all of them; the API shows the last five.
    package var results: [Character] = []
    /// `up`, `down` or `same` against the table before the last round.
    package var status = "same"
    package var description: String?

    /// Three for a win, one for a draw.
    package var points: Int { 3 * all.win + all.draw }
    /// Goals scored minus goals conceded.
    package var goalDifference: Int { all.goalsFor - all.goalsAgainst }
    /// The API's `form`: the last five results, most recent first.
    package var form: String { String(results.prefix(5)) }
}
