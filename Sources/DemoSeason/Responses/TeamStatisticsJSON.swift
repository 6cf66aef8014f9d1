import JSON

/// `teams/statistics?league=&season=&team=`: one object (not a list) summing the club's season,
/// and the same blocks inside a prediction's `teams.*.league`.
struct TeamStatisticsJSON {
    let world: LeagueWorld

    /// The whole answer: `league`, `team`, then the season blocks.
    func response(_ club: DemoClub, _ stats: TeamSeasonStatistics) -> JSONObject {
        let league = world.league
        var object: JSONObject = [
            "league": .league(league),
            "team": .club(club.identity)
        ]
        object.entries += blocks(stats, underOver: true).entries
        return object
    }

    /// `form, fixtures, goals, biggest, clean_sheet, failed_to_score, penalty, lineups, cards`;
    /// goals carry `under_over` in a `teams/statistics` answer, not in a prediction's team block.
    func blocks(_ s: TeamSeasonStatistics, underOver: Bool = false) -> JSONObject {
        let penalties = s.penaltiesScored + s.penaltiesMissed
        return [
            "form": .string(s.form),
            "fixtures": .object([
                "played": split(s.played), "wins": split(s.wins), "draws": split(s.draws),
                "loses": split(s.loses)
            ]),
            "goals": .object([
                "for": goals(s.goalsFor, s.goalsForByMinute, underOver ? s.scoredPerMatch : nil, s.played),
                "against": goals(s.goalsAgainst, s.goalsAgainstByMinute, underOver ? s.concededPerMatch : nil, s.played)
            ]),
            "biggest": .object([
                "streak": .object([
                    "wins": .int(s.longestRun.wins), "draws": .int(s.longestRun.draws),
                    "loses": .int(s.longestRun.loses)
                ]),
                "wins": .object(["home": result(s.biggestWin[0]), "away": result(s.biggestWin[1])]),
                "loses": .object(["home": result(s.biggestLoss[0]), "away": result(s.biggestLoss[1])]),
                "goals": .object([
                    "for": .object(["home": .int(s.mostScored.home), "away": .int(s.mostScored.away)]),
                    "against": .object(["home": .int(s.mostConceded.home), "away": .int(s.mostConceded.away)])
                ])
            ]),
            "clean_sheet": split(s.cleanSheets),
            "failed_to_score": split(s.failedToScore),
            "penalty": .object([
                "scored": .object(["total": .int(s.penaltiesScored), "percentage": .string(Self.share(s.penaltiesScored, of: penalties))]),
                "missed": .object(["total": .int(s.penaltiesMissed), "percentage": .string(Self.share(s.penaltiesMissed, of: penalties))]),
                "total": .int(penalties)
            ]),
            "lineups": .array(
                s.formations.enumerated().sorted { a, b in
                    (b.element.played, a.offset) < (a.element.played, b.offset)
                }.map { _, entry in
                    .object(["formation": .string(entry.formation.rawValue), "played": .int(entry.played)])
                }),
            "cards": .object(["yellow": minutes(s.yellowByMinute), "red": minutes(s.redByMinute)])
        ]
    }

    /// `12.50%` of a whole, or `0%` for none (the API's spelling).
    static func share(_ part: Int, of whole: Int) -> String {
        guard part > 0, whole > 0 else { return "0%" }
        let hundredths = (part * 10_000 + whole / 2) / whole
        return "\(DecimalText.twoDecimals(hundredths: hundredths))%"
    }

    /// `1.4`: a per-match average with one decimal, rounded half up.
    static func average(_ total: Int, over matches: Int) -> String {
        guard matches > 0 else { return "0.0" }
        let tenths = (total * 10 * 2 + matches) / (matches * 2)
        return "\(tenths / 10).\(tenths % 10)"
    }

    private func split(_ s: TeamSeasonStatistics.Split) -> JSONValue {
        .object(["home": .int(s.home), "away": .int(s.away), "total": .int(s.total)])
    }

    private func goals(
        _ total: TeamSeasonStatistics.Split, _ byMinute: MinuteBuckets, _ perMatch: [Int]?,
        _ played: TeamSeasonStatistics.Split
    ) -> JSONValue {
        var goals: JSONObject = [
            "total": split(total),
            "average": .object([
                "home": .string(Self.average(total.home, over: played.home)),
                "away": .string(Self.average(total.away, over: played.away)),
                "total": .string(Self.average(total.total, over: played.total))
            ]),
            "minute": minutes(byMinute)
        ]
        if let perMatch { goals["under_over"] = Self.underOver(perMatch) }
        return .object(goals)
    }

    /// `{"0.5": {"over": 30, "under": 8}, …}`: matches with more and fewer goals than each line.
    static func underOver(_ goalsPerMatch: [Int]) -> JSONValue {
        .object(
            JSONObject(
                [0, 1, 2, 3, 4].map { whole in
                    let over = goalsPerMatch.filter { $0 > whole }.count
                    return JSONObject.Entry("\(whole).5", JSONValue.object(["over": .int(over), "under": .int(goalsPerMatch.count - over)]))
                }))
    }

    /// Each bucket's `{total, percentage}`, both null when the bucket is empty.
    private func minutes(_ buckets: MinuteBuckets) -> JSONValue {
        let total = buckets.total
        return .object(
            JSONObject(
                zip(MinuteBuckets.labels, buckets.counts).map { label, count in
                    JSONObject.Entry(
                        label,
                        .object([
                            "total": .countOrNull(count),
                            "percentage": count == 0 ? .null : .string(Self.share(count, of: total))
                        ]))
                }))
    }

    private func result(_ score: Score?) -> JSONValue {
        score.map { .string("\($0.home)-\($0.away)") } ?? .null
    }
}
