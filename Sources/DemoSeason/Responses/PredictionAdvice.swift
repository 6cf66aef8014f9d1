import JSON

/// A prediction's `predictions` block: the favourite, the goal lines, the advice and the
/// percentages, all read off the forecast.
struct PredictionAdvice {
    let forecast: MatchForecast
    /// Home then away.
    let clubs: [ClubIdentity]

    /// The favourite's side: the higher percentage, home on a tie.
    var favourite: Int { forecast.percent[2] > forecast.percent[0] ? 1 : 0 }

    /// Whether the favourite is only backed to avoid defeat (under an even chance to win).
    var winOrDraw: Bool { forecast.percent[favourite == 0 ? 0 : 2] < 50 }

    /// `+2.5` when more than 2.5 goals is likely, `-2.5` when fewer is, else nil.
    var underOver: String? {
        let over = forecast.overProbability(line: 2)
        return over > 0.6 ? "+2.5" : over < 0.4 ? "-2.5" : nil
    }

    /// `{predictions}` as the API writes it.
    var json: JSONValue {
        let club = clubs[favourite]
        var advice = winOrDraw ? "Double chance : \(club.name) or draw" : "Winner : \(club.name)"
        if let underOver { advice = "Combo \(advice) and target \(underOver.hasPrefix("+") ? "Over" : "Under") 2.5" }
        return .object([
            "winner": .object([
                "id": .int(club.id), "name": .string(club.name),
                "comment": .string(winOrDraw ? "Win or draw" : "Win")
            ]),
            "win_or_draw": .bool(winOrDraw),
            "under_over": .text(underOver),
            "goals": .object([
                "home": .string(Self.goalLine(forecast.expectedGoals[0])),
                "away": .string(Self.goalLine(forecast.expectedGoals[1]))
            ]),
            "advice": .string(advice),
            "percent": .object([
                "home": .string("\(forecast.percent[0])%"), "draw": .string("\(forecast.percent[1])%"),
                "away": .string("\(forecast.percent[2])%")
            ])
        ])
    }

    /// `-1.5`, `-2.5` or `-3.5`: the line a side is expected to stay under.
    static func goalLine(_ expected: Double) -> String {
        expected < 1.0 ? "-1.5" : expected < 2.0 ? "-2.5" : "-3.5"
    }
}
