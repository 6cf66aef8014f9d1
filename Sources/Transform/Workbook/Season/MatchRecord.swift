/// Played, won, drawn, lost, goals and points over a team's finished matches; unfinished ones do not count.
struct MatchRecord: Sendable, Equatable {
    var played = 0
    var won = 0
    var drawn = 0
    var lost = 0
    var goalsFor = 0
    var goalsAgainst = 0
    var points = 0

    /// The record over `matches`.
    init(_ matches: [TeamFixture] = []) {
        for match in matches { add(match) }
    }

    var goalDifference: Int { goalsFor - goalsAgainst }

    /// Counts `match` if it is finished.
    mutating func add(_ match: TeamFixture) {
        guard let outcome = match.outcome, let goalsFor = match.goalsFor, let goalsAgainst = match.goalsAgainst else { return }
        played += 1
        switch outcome {
        case .win: won += 1
        case .draw: drawn += 1
        case .loss: lost += 1
        }
        self.goalsFor += goalsFor
        self.goalsAgainst += goalsAgainst
        points += outcome.points
    }
}
