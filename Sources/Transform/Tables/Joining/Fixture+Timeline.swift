import APIModel

extension Fixture {
    /// The fixture's events as a timeline, or nil when it has no events (none embedded, or an
    /// empty list: nothing to add up, so no score to check).
    func eventTimeline() -> EventTimeline? {
        guard let events, !events.isEmpty else { return nil }
        let matchEvents = events.enumerated().map { position, event in
            MatchEvent(
                position: position,
                elapsed: event.elapsed ?? 0,
                extra: event.extra,
                teamID: event.team.id ?? 0,
                player: EventPlayer(id: event.player.id, name: event.player.name),
                assist: EventPlayer(id: event.assist.id, name: event.assist.name),
                type: event.type ?? "",
                detail: event.detail ?? "",
                comments: event.comments
            )
        }
        return EventTimeline(events: matchEvents, fixture: timelineFixture)
    }

    /// The teams, final score and lineups the timeline checks against.
    private var timelineFixture: TimelineFixture {
        let finalScore = goals.home.flatMap { home in goals.away.map { MatchScore(home: home, away: $0) } }
        let lineups = (lineups ?? timelineLineups ?? []).map { lineup in
            TeamLineup(
                teamID: lineup.team.id ?? 0,
                starters: lineup.startXI.compactMap { KnownID.of($0.id) },
                bench: lineup.substitutes.compactMap { KnownID.of($0.id) }
            )
        }
        return TimelineFixture(
            homeTeamID: teams.home.team.id ?? 0,
            awayTeamID: teams.away.team.id ?? 0,
            finalScore: finalScore,
            lineups: lineups
        )
    }
}
