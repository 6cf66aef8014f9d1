import APIModel

/// A finished match's result for one team, as a league table counts it.
enum MatchOutcome: String, Sendable {
    case win = "W"
    case draw = "D"
    case loss = "L"

    /// The outcome of a finished match from its goals; a shootout after a draw stays a draw.
    init?(status: String?, goalsFor: Int?, goalsAgainst: Int?) {
        guard MatchStatus.short(status, is: .finished), let goalsFor, let goalsAgainst else { return nil }
        self = goalsFor > goalsAgainst ? .win : goalsFor == goalsAgainst ? .draw : .loss
    }

    /// League points: three for a win, one for a draw.
    var points: Int {
        switch self {
        case .win: 3
        case .draw: 1
        case .loss: 0
        }
    }
}
