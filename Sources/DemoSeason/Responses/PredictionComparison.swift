import JSON

/// A prediction's `comparison`: each measure split between the sides as whole percentages that
/// sum to 100, and their mean as `total`.
struct PredictionComparison {
    let forecast: MatchForecast
    /// Earlier meetings' scores seen from this fixture's home side.
    let meetings: [Score]

    /// `{form, att, def, poisson_distribution, h2h, goals, total}`, each `{home, away}`.
    var json: JSONValue {
        let five = forecast.lastFive
        let head = meetings.reduce(into: [0, 0]) { points, score in
            points[0] += score.home > score.away ? 3 : score.home == score.away ? 1 : 0
            points[1] += score.away > score.home ? 3 : score.home == score.away ? 1 : 0
        }
        let measures: [(String, Int)] = [
            ("form", Self.share(Double(five[0].points), Double(five[1].points))),
            ("att", Self.share(Double(five[0].goalsFor), Double(five[1].goalsFor))),
            ("def", Self.share(Double(five[1].goalsAgainst), Double(five[0].goalsAgainst))),
            ("poisson_distribution", Self.share(forecast.probabilities[0], forecast.probabilities[2])),
            ("h2h", Self.share(Double(head[0]), Double(head[1]))),
            ("goals", Self.share(forecast.expectedGoals[0], forecast.expectedGoals[1]))
        ]
        let total = (measures.map(\.1).reduce(0, +) * 2 + measures.count) / (measures.count * 2)
        return .object(
            JSONObject(
                (measures + [("total", total)]).map { name, home in
                    JSONObject.Entry(name, .object(["home": .string("\(home)%"), "away": .string("\(100 - home)%")]))
                }))
    }

    /// The home side's whole-percent share of `home + away` (50 when both are zero).
    static func share(_ home: Double, _ away: Double) -> Int {
        home + away <= 0 ? 50 : Int((home * 100 / (home + away)).rounded())
    }
}
