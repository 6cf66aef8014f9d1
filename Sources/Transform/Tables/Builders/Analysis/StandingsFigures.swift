import APIModel
import PipelineSpec
import Tabular

/// What the standings add to each team's row from the league-season's fixtures: clean sheets
/// over its finished fixtures, and expected goals for and against summed from the fixtures'
/// team statistics (`team_match_stats.expected_goals`) only when every finished fixture of the
/// team has both teams' value, never a partial sum.
struct StandingsFigures: Sendable {
    /// One team's figures in one league-season.
    struct Team: Sendable, Equatable {
        /// Finished fixtures in which the opponent scored 0; nil when one had no score.
        var cleanSheets: Int?
        /// Sums of the team's and its opponents' expected goals, nil unless every finished
        /// fixture of the team had both values (and it has at least one).
        var expectedGoalsFor: Double?
        var expectedGoalsAgainst: Double?
    }

    private struct LeagueSeasonTeam: Hashable {
        let leagueSeason: LeagueSeason
        let team: Int
    }

    /// The league-seasons whose fixtures the run has (clean sheets are known, 0 or more).
    private let leagueSeasons: Set<LeagueSeason>
    private let teams: [LeagueSeasonTeam: Team]

    /// Figures over every fixture of `join`: one pass, one entry per league-season and team.
    init(_ join: FixtureJoin) {
        var leagueSeasons = Set<LeagueSeason>()
        var sums: [LeagueSeasonTeam: (sheets: Int?, xgFor: Double, xgAgainst: Double, complete: Bool)] = [:]
        let normalizer = StatisticNormalizer(nulls: .empty)
        for record in join.records {
            guard let leagueSeason = record.leagueSeason else { continue }
            leagueSeasons.insert(leagueSeason)
            let fixture = record.fixture
            guard MatchStatus.short(fixture.status.short, is: .finished) else { continue }
            let expected = Self.expectedGoals(record, normalizer: normalizer)
            for side in TeamSide.allCases {
                let own = side == .home ? fixture.teams.home : fixture.teams.away
                guard let team = KnownID.of(own.team.id) else { continue }
                let key = LeagueSeasonTeam(leagueSeason: leagueSeason, team: team)
                var sum = sums[key] ?? (0, 0, 0, true)
                let conceded = side == .home ? fixture.goals.away : fixture.goals.home
                sum.sheets = conceded.flatMap { conceded in sum.sheets.map { $0 + (conceded == 0 ? 1 : 0) } }
                if let ownXG = expected[side], let otherXG = expected[side == .home ? .away : .home] {
                    sum.xgFor += ownXG
                    sum.xgAgainst += otherXG
                } else {
                    sum.complete = false
                }
                sums[key] = sum
            }
        }
        self.leagueSeasons = leagueSeasons
        teams = sums.mapValues { sum in
            Team(
                cleanSheets: sum.sheets,
                expectedGoalsFor: sum.complete ? SeasonFigure.hundredths(sum.xgFor) : nil,
                expectedGoalsAgainst: sum.complete ? SeasonFigure.hundredths(sum.xgAgainst) : nil
            )
        }
    }

    /// The figures of `team` in `league`'s `season`: nil when the run has none of its fixtures;
    /// 0 clean sheets and no expected goals when the team has no finished fixture yet.
    func team(_ team: Int?, league: Int, season: Int) -> Team? {
        let leagueSeason = LeagueSeason(league: league, season: season)
        guard leagueSeasons.contains(leagueSeason) else { return nil }
        guard let team = KnownID.of(team) else { return Team(cleanSheets: nil) }
        return teams[LeagueSeasonTeam(leagueSeason: leagueSeason, team: team)] ?? Team(cleanSheets: 0)
    }

    /// Each side's `expected_goals` in a detailed fixture's statistics, read as
    /// `team_match_stats` reads it; none for a side without a number.
    private static func expectedGoals(_ record: FixtureRecord, normalizer: StatisticNormalizer) -> [TeamSide: Double] {
        var values: [TeamSide: Double] = [:]
        for team in record.fixture.statistics ?? [] {
            guard let side = record.side(of: team.team.id), values[side] == nil else { continue }
            guard
                let entry = team.statistics.first(where: {
                    KnownStatistic.matching(type: $0.type)?.column == StatisticColumn.expectedGoals.rawValue
                })
            else { continue }
            switch normalizer.normalize(type: entry.type, value: entry.value).value {
            case .decimal(let value): values[side] = value
            case .integer(let value): values[side] = Double(value)
            default: break
            }
        }
        return values
    }
}
