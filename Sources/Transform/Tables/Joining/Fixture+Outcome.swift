import APIModel

extension Fixture {
    /// `home`, `away` or `draw` from the API's `teams.*.winner` (the shootout winner for `PEN`);
    /// nil until the match is finished (the API marks a team leading in play as winner too).
    var winnerText: String? {
        guard MatchStatus.short(status.short, is: .finished) else { return nil }
        if teams.home.winner == true { return "home" }
        if teams.away.winner == true { return "away" }
        return "draw"
    }

    /// The kickoff from `fixture.timestamp`, else `fixture.date`.
    var kickoff: KickoffTime? {
        KickoffTime(date: date, timestamp: timestamp)
    }

    /// `fixture 1208140 (Manchester City v Tottenham)`, for warnings.
    var label: String {
        "fixture \(id) (\(teams.home.team.name ?? "?") v \(teams.away.team.name ?? "?"))"
    }
}
