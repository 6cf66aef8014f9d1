import APIModel

/// One fixture as every table sees it: the API object (the detailed one when a season list and
/// `fixtures?ids=` both had it) and what is joined to it once, by id: league-season, kickoff,
/// parsed round, round order, whether the round is current, and the event timeline. A class:
/// table rows refer to it, and column closures read it in place instead of copying it per cell.
final class FixtureRecord: FixtureRow, Sendable {
    /// The API object: from `fixtures?ids=` when the run has it, else from a season list.
    let fixture: Fixture
    /// Whether the object came from `fixtures?ids=` (events, lineups and statistics embedded).
    let isDetailed: Bool
    /// `league.id`, or the league of the season list that returned the fixture.
    let leagueID: Int?
    /// `league.season`, or the season of the list that returned the fixture.
    let season: Int?
    /// From `fixture.timestamp`, else `fixture.date`.
    let kickoff: KickoffTime?
    /// `league.round` split into stage and number; nil when the API sent no round.
    let round: Round?
    /// 1-based order of the round within its league-season (`RoundOrdering`).
    let roundOrder: Int?
    /// Whether the round is one `fixtures/rounds?current=true` named; nil when not extracted.
    let isCurrentRound: Bool?
    /// The events in match order with running scores; nil without events.
    let timeline: EventTimeline?

    /// A record of a joined fixture.
    init(
        fixture: Fixture, isDetailed: Bool, leagueID: Int?, season: Int?, kickoff: KickoffTime?, round: Round?,
        roundOrder: Int?, isCurrentRound: Bool?, timeline: EventTimeline?
    ) {
        self.fixture = fixture
        self.isDetailed = isDetailed
        self.leagueID = leagueID
        self.season = season
        self.kickoff = kickoff
        self.round = round
        self.roundOrder = roundOrder
        self.isCurrentRound = isCurrentRound
        self.timeline = timeline
    }

    /// The league-season the fixture belongs to, when both parts are known.
    var leagueSeason: LeagueSeason? {
        guard let leagueID, let season else { return nil }
        return LeagueSeason(league: leagueID, season: season)
    }

    /// The side a team id plays on in this fixture, or nil when it is neither team.
    func side(of teamID: Int?) -> TeamSide? {
        guard let teamID else { return nil }
        if teamID == fixture.teams.home.team.id { return .home }
        if teamID == fixture.teams.away.team.id { return .away }
        return nil
    }
}
