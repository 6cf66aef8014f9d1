import APIModel
import Catalog
import PipelineSpec
import Tabular

/// The tables of the datasets whose answers are filed as they came (`FiledAnswers`): each is
/// built when its endpoint answered at least once, and read back in request order.
extension TableCatalog {
    /// Teams, venues and team-season statistics with their child lists.
    static let teamTables: [Entry] = [
        Entry(
            name: .teams, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "league × season × team",
            columns: { TeamsTableBuilder.layout.header }
        ) { inputs in
            stored(inputs, .teams) { TeamsTableBuilder.build($0.answers([TeamProfile].self, of: .teams)) }
        },
        Entry(name: .venues, placement: .shared, grain: "venue", columns: { VenuesTableBuilder.layout.header }) { inputs in
            guard inputs.data.answers.contains(.venues) || inputs.data.answers.contains(.teams) else { return nil }
            let answers = inputs.data.answers
            return BuiltTable(
                VenuesTableBuilder.build(venues: answers.items(Venue.self, of: .venues), teams: answers.items(TeamProfile.self, of: .teams))
            )
        },
        Entry(
            name: .teamSeasonStats, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "league × season × team",
            columns: { TeamSeasonStatsTableBuilder.layout.header }
        ) { inputs in
            stored(inputs, .teamsStatistics) {
                TeamSeasonStatsTableBuilder.build($0.items(TeamSeasonStatistics.self, of: .teamsStatistics))
            }
        },
        Entry(
            name: .teamGoalsByMinute, placement: .perLeagueSeason(by: .leagueSeasonColumns),
            grain: "team-season × for/against × minute bucket",
            columns: {
                TeamSeasonListsTableBuilder.goalsByMinuteLayout(nulls: .zero).header
            }
        ) { inputs in
            stored(inputs, .teamsStatistics) {
                TeamSeasonListsTableBuilder.goalsByMinute(
                    $0.items(TeamSeasonStatistics.self, of: .teamsStatistics), nulls: inputs.transform.nulls)
            }
        },
        Entry(
            name: .teamGoalsUnderOver, placement: .perLeagueSeason(by: .leagueSeasonColumns),
            grain: "team-season × for/against × goal line",
            columns: {
                TeamSeasonListsTableBuilder.underOverLayout.header
            }
        ) { inputs in
            stored(inputs, .teamsStatistics) {
                TeamSeasonListsTableBuilder.goalsUnderOver($0.items(TeamSeasonStatistics.self, of: .teamsStatistics))
            }
        },
        Entry(
            name: .teamFormations, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "team-season × formation",
            columns: { TeamSeasonListsTableBuilder.formationsLayout.header }
        ) { inputs in
            stored(inputs, .teamsStatistics) {
                TeamSeasonListsTableBuilder.formations($0.items(TeamSeasonStatistics.self, of: .teamsStatistics))
            }
        },
        Entry(
            name: .teamCardsByMinute, placement: .perLeagueSeason(by: .leagueSeasonColumns),
            grain: "team-season × card colour × minute bucket",
            columns: {
                TeamSeasonListsTableBuilder.cardsByMinuteLayout(nulls: .zero).header
            }
        ) { inputs in
            stored(inputs, .teamsStatistics) {
                TeamSeasonListsTableBuilder.cardsByMinute(
                    $0.items(TeamSeasonStatistics.self, of: .teamsStatistics), nulls: inputs.transform.nulls)
            }
        },
        Entry(
            name: .teamSeasons, placement: .shared, grain: "team × season",
            columns: { seasonsTable(.teamSeasons, owner: teamOwner, []).table.columns }
        ) { inputs in
            stored(inputs, .teamsSeasons) { seasonsTable(.teamSeasons, owner: teamOwner, $0.answers([Int].self, of: .teamsSeasons)) }
        }
    ]

    /// Around matches: round dates, statistics per half, injuries, predictions and odds.
    static let outlookTables: [Entry] = [
        Entry(
            name: .roundDates, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "round × date",
            columns: { RoundDatesTableBuilder.layout.header }
        ) { inputs in
            // Only `dates=true` answers: plain round lists are the `rounds` dataset's.
            let answers = inputs.data.answers.answers([FixtureRound].self, of: .fixturesRounds).filter { $0.request["dates"] == "true" }
            return answers.isEmpty ? nil : BuiltTable(RoundDatesTableBuilder.build(answers))
        },
        Entry(
            name: .teamMatchStatsHalves, placement: .perLeagueSeason(by: .fixture), grain: "fixture × team × half",
            columns: {
                TeamMatchStatsHalvesTableBuilder.layout.header + StatisticGrid(lists: [], nulls: .zero).columns
            }
        ) { inputs in
            // Only `half=true` answers: whole-match statistics are the `fixture_statistics` dataset's.
            let answers = inputs.data.answers.answers([FixtureTeamStatistics].self, of: .fixturesStatistics).filter {
                $0.request["half"] == "true"
            }
            guard !answers.isEmpty else { return nil }
            let (table, warnings) = TeamMatchStatsHalvesTableBuilder.build(
                answers, fixtures: inputs.join.records, nulls: inputs.transform.nulls)
            return BuiltTable(table, warnings: warnings)
        },
        Entry(
            name: .injuries, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "fixture × missing player",
            columns: { InjuriesTableBuilder.layout.header }
        ) { inputs in
            stored(inputs, .injuries) { InjuriesTableBuilder.build($0.items(Injury.self, of: .injuries)) }
        },
        Entry(
            name: .predictions, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "fixture",
            columns: { PredictionsTableBuilder.layout.header }
        ) { inputs in
            stored(inputs, .predictions) { PredictionsTableBuilder.build($0.answers([Prediction].self, of: .predictions)).predictions }
        },
        Entry(
            name: .predictionComparison, placement: .perLeagueSeason(by: .fixture), grain: "fixture × compared measure",
            columns: { PredictionsTableBuilder.comparisonLayout.header }
        ) { inputs in
            stored(inputs, .predictions) { PredictionsTableBuilder.build($0.answers([Prediction].self, of: .predictions)).comparison }
        },
        Entry(
            name: .odds, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "fixture × bookmaker × bet × outcome",
            columns: { OddsTableBuilder.layout.header }
        ) { inputs in
            stored(inputs, .odds) { OddsTableBuilder.build($0.items(FixtureOdds.self, of: .odds)) }
        },
        Entry(name: .oddsLive, placement: .shared, grain: "fixture × in-play bet × value", columns: { LiveOddsTableBuilder.layout.header })
        { inputs in
            stored(inputs, .oddsLive) { LiveOddsTableBuilder.build($0.items(LiveOdds.self, of: .oddsLive)) }
        },
        Entry(
            name: .oddsMapping, placement: .shared, grain: "fixture with pre-match odds", columns: { OddsMappingTableBuilder.layout.header }
        ) { inputs in
            stored(inputs, .oddsMapping) { OddsMappingTableBuilder.build($0.items(OddsMapping.self, of: .oddsMapping)) }
        }
    ]

    /// Top card lists and the selected players' careers.
    static let peopleTables: [Entry] = [
        Entry(
            name: .topYellowCards, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "ranked player",
            columns: { TopPlayersTableBuilder.layout(.topYellowCards, nulls: .zero).header }
        ) { inputs in
            stored(inputs, .topYellowCards) {
                TopPlayersTableBuilder.build(.topYellowCards, lists: leagueSeasonLists($0, .topYellowCards), nulls: inputs.transform.nulls)
            }
        },
        Entry(
            name: .topRedCards, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "ranked player",
            columns: { TopPlayersTableBuilder.layout(.topRedCards, nulls: .zero).header }
        ) { inputs in
            stored(inputs, .topRedCards) {
                TopPlayersTableBuilder.build(.topRedCards, lists: leagueSeasonLists($0, .topRedCards), nulls: inputs.transform.nulls)
            }
        },
        Entry(name: .trophies, placement: .shared, grain: "player × trophy", columns: { PlayerHistoryTableBuilder.trophiesLayout.header }) {
            inputs in
            stored(inputs, .trophies) { PlayerHistoryTableBuilder.trophies($0.answers([Trophy].self, of: .trophies)) }
        },
        Entry(
            name: .sidelined, placement: .shared, grain: "player × absence", columns: { PlayerHistoryTableBuilder.sidelinedLayout.header }
        ) { inputs in
            stored(inputs, .sidelined) { PlayerHistoryTableBuilder.sidelined($0.answers([SidelinedPeriod].self, of: .sidelined)) }
        },
        Entry(name: .playerProfiles, placement: .shared, grain: "player", columns: { PlayerProfilesTableBuilder.layout.header }) { inputs in
            stored(inputs, .playersProfiles) { PlayerProfilesTableBuilder.build($0.items(PlayerProfileEntry.self, of: .playersProfiles)) }
        },
        Entry(
            name: .playerTeams, placement: .shared, grain: "player × team × season",
            columns: { PlayerHistoryTableBuilder.teamsLayout.header }
        ) { inputs in
            stored(inputs, .playersTeams) { PlayerHistoryTableBuilder.teams($0.answers([PlayerTeamSeasons].self, of: .playersTeams)) }
        },
        Entry(
            name: .playerSeasons, placement: .shared, grain: "player × season",
            columns: { seasonsTable(.playerSeasons, owner: playerOwner, []).table.columns }
        ) { inputs in
            stored(inputs, .playersSeasons) {
                seasonsTable(.playerSeasons, owner: playerOwner, $0.answers([Int].self, of: .playersSeasons))
            }
        }
    ]

    /// Run-wide lookups.
    static let lookupTables: [Entry] = [
        Entry(name: .teamCountries, placement: .shared, grain: "country", columns: { CountriesTableBuilder.layout(.teamCountries).header })
        { inputs in
            stored(inputs, .teamsCountries) { CountriesTableBuilder.build($0.items(Country.self, of: .teamsCountries), as: .teamCountries) }
        },
        Entry(name: .timezones, placement: .shared, grain: "time zone", columns: { ValueListTableBuilder.timezones([]).columns }) {
            inputs in
            stored(inputs, .timezone) { ValueListTableBuilder.timezones($0.items(String.self, of: .timezone)) }
        },
        Entry(
            name: .leagueSeasons, placement: .shared, grain: "season",
            columns: { seasonsTable(.leagueSeasons, owner: nil, []).table.columns }
        ) { inputs in
            stored(inputs, .leaguesSeasons) { seasonsTable(.leagueSeasons, owner: nil, $0.answers([Int].self, of: .leaguesSeasons)) }
        },
        Entry(name: .bookmakers, placement: .shared, grain: "bookmaker", columns: { OddsLabelTableBuilder.bookmakersLayout.header }) {
            inputs in
            stored(inputs, .oddsBookmakers) {
                OddsLabelTableBuilder.build(OddsLabelTableBuilder.bookmakersLayout, $0.items(OddsLabel.self, of: .oddsBookmakers))
            }
        },
        Entry(name: .bets, placement: .shared, grain: "bet", columns: { OddsLabelTableBuilder.betsLayout.header }) { inputs in
            stored(inputs, .oddsBets) {
                OddsLabelTableBuilder.build(OddsLabelTableBuilder.betsLayout, $0.items(OddsLabel.self, of: .oddsBets))
            }
        },
        Entry(
            name: .liveBets, placement: .shared, grain: "in-play bet", columns: { OddsLabelTableBuilder.liveBetsLayout.header }
        ) { inputs in
            stored(inputs, .oddsLiveBets) {
                OddsLabelTableBuilder.build(OddsLabelTableBuilder.liveBetsLayout, $0.items(OddsLabel.self, of: .oddsLiveBets))
            }
        }
    ]

    private static let teamOwner = ValueListTableBuilder.Owner(
        column: "team_id", parameter: "team", label: "Team ID", description: "API-Football id of the team whose seasons these are.")
    private static let playerOwner = ValueListTableBuilder.Owner(
        column: "player_id", parameter: "player", label: "Player ID", description: "API-Football id of the player whose seasons these are.")

    private static func seasonsTable(
        _ name: TableName, owner: ValueListTableBuilder.Owner?, _ answers: [FiledAnswer<[Int]>]
    ) -> (table: Table, issues: ValueIssues) {
        ValueListTableBuilder.seasons(name, owner: owner, answers)
    }

    /// A table built from the answers an endpoint filed in the store; nil when none was.
    private static func stored(_ inputs: TableInputs, _ endpoint: Endpoint, build: (FiledAnswers) -> Table) -> BuiltTable? {
        inputs.data.answers.contains(endpoint) ? BuiltTable(build(inputs.data.answers)) : nil
    }

    /// `stored`, for a builder that also reports the values it emptied.
    private static func stored(_ inputs: TableInputs, _ endpoint: Endpoint, build: (FiledAnswers) -> (table: Table, issues: ValueIssues))
        -> BuiltTable?
    {
        inputs.data.answers.contains(endpoint) ? BuiltTable(build(inputs.data.answers)) : nil
    }

    /// A top list's answers by the league-season their request names.
    private static func leagueSeasonLists(_ answers: FiledAnswers, _ endpoint: Endpoint) -> [LeagueSeason: [PlayerSeasonEntry]] {
        var lists: [LeagueSeason: [PlayerSeasonEntry]] = [:]
        for answer in answers.answers([PlayerSeasonEntry].self, of: endpoint) {
            guard let league = answer.request.integer("league"), let season = answer.request.integer("season") else { continue }
            lists[LeagueSeason(league: league, season: season), default: []] += answer.value
        }
        return lists
    }
}
