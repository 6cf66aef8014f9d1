import APIModel
import Catalog
import PipelineSpec
import Tabular

/// Every output table with its builder, in the order a run lists them. The dataset catalog
/// names the tables each dataset feeds; a test checks both lists agree (docs/ARCHITECTURE.md).
package enum TableCatalog {
    /// One table: its name and how it is built from a run's data.
    package struct Entry: Sendable {
        package let name: OutputTableName
        /// What one row is (`fixture × player`), for the README and the data dictionary.
        package let grain: String
        /// The declared columns, as a run with a timezone and `nulls: zero` writes them (some
        /// tables add columns the data brings, such as unknown statistic types).
        package let columns: @Sendable () -> [Column]
        /// The table and its warnings, or nil when its input was never extracted (a table whose
        /// input was extracted but empty is built, with zero rows).
        let build: @Sendable (TableInputs) -> BuiltTable?
    }

    package static let all: [Entry] = [
        Entry(name: .fixtures, grain: "fixture", columns: { FixturesTableBuilder.layout(localZone: .zone(.gmt)).header }) { $0.extracted(\.fixtures) || !$0.join.detailed.isEmpty ? fixtures($0) : nil },
        Entry(name: .events, grain: "event", columns: { EventsTableBuilder.layout.header }) { $0.embedded(\.events) ? BuiltTable(EventsTableBuilder.build($0.join)) : nil },
        Entry(name: .lineups, grain: "fixture × player", columns: { LineupsTableBuilder.layout.header }) { $0.embedded(\.lineups) ? BuiltTable(LineupsTableBuilder.build($0.join)) : nil },
        Entry(name: .teamMatchStats, grain: "fixture × team", columns: { TeamMatchStatsTableBuilder.layout.header + StatisticGrid(lists: [], nulls: .zero).columns }) {
            $0.embedded(\.statistics) ? BuiltTable(TeamMatchStatsTableBuilder.build($0.join, nulls: $0.transform.nulls)) : nil
        },
        Entry(name: .playerMatchStats, grain: "fixture × player", columns: { PlayerMatchStatsTableBuilder.layout(nulls: .zero).header }) {
            $0.embedded(\.players) ? BuiltTable(PlayerMatchStatsTableBuilder.build($0.join, nulls: $0.transform.nulls)) : nil
        },
        Entry(name: .standings, grain: "league × season × group × team", columns: { StandingsTableBuilder.layout.header }) { $0.extracted(\.standings) ? BuiltTable(StandingsTableBuilder.build($0.data.seasons)) : nil },
        Entry(name: .topScorers, grain: "ranked player", columns: { TopPlayersTableBuilder.layout(.topScorers, nulls: .zero).header }) { inputs in
            guard inputs.extracted(\.topScorers) else { return nil }
            return BuiltTable(TopPlayersTableBuilder.build(
                .topScorers, lists: \.topScorers, seasons: inputs.data.seasons, nulls: inputs.transform.nulls))
        },
        Entry(name: .topAssists, grain: "ranked player", columns: { TopPlayersTableBuilder.layout(.topAssists, nulls: .zero).header }) { inputs in
            guard inputs.extracted(\.topAssists) else { return nil }
            return BuiltTable(TopPlayersTableBuilder.build(
                .topAssists, lists: \.topAssists, seasons: inputs.data.seasons, nulls: inputs.transform.nulls))
        },
        Entry(name: .squads, grain: "team × player", columns: { SquadsTableBuilder.layout.header }) { $0.data.squads.isEmpty ? nil : BuiltTable(SquadsTableBuilder.build($0.data.squads)) },
        Entry(name: .players, grain: "player × season × team", columns: { PlayersTableBuilder.layout(nulls: .zero).header }) {
            $0.data.playerSeasons.isEmpty ? nil : BuiltTable(PlayersTableBuilder.build($0.data.playerSeasons, nulls: $0.transform.nulls))
        },
        Entry(name: .transfers, grain: "transfer", columns: { TransfersTableBuilder.layout.header }) { $0.data.transfers.isEmpty ? nil : BuiltTable(TransfersTableBuilder.build($0.data.transfers)) },
        Entry(name: .headToHead, grain: "fixture of a pair of teams", columns: { HeadToHeadTableBuilder.layout.header }) { $0.data.headToHead.isEmpty ? nil : BuiltTable(HeadToHeadTableBuilder.build($0.data.headToHead)) },
        Entry(name: .leagues, grain: "league × season", columns: { LeaguesTableBuilder.layout.header }) { $0.data.catalog.map { BuiltTable(LeaguesTableBuilder.build($0)) } },
        Entry(name: .countries, grain: "country", columns: { CountriesTableBuilder.layout(.countries).header }) { $0.data.countries.map { BuiltTable(CountriesTableBuilder.build($0)) } },
        Entry(name: .rounds, grain: "round", columns: { RoundsTableBuilder.layout.header }) { $0.extracted(\.rounds) ? BuiltTable(RoundsTableBuilder.build($0.data.seasons, join: $0.join)) : nil },
        Entry(name: .coaches, grain: "coach × career entry", columns: { CoachesTableBuilder.layout.header }) { $0.data.coaches.isEmpty ? nil : BuiltTable(CoachesTableBuilder.build($0.data.coaches)) },
    ] + teamTables + outlookTables + peopleTables + lookupTables

    /// Teams, venues and team-season statistics with their child lists.
    private static let teamTables: [Entry] = [
        Entry(name: .teams, grain: "league × season × team", columns: { TeamsTableBuilder.layout.header }) { inputs in
            stored(inputs, .teams) { TeamsTableBuilder.build($0.answers([TeamProfile].self, of: .teams)) }
        },
        Entry(name: .venues, grain: "venue", columns: { VenuesTableBuilder.layout.header }) { inputs in
            guard inputs.data.answers.contains(.venues) || inputs.data.answers.contains(.teams) else { return nil }
            let answers = inputs.data.answers
            return BuiltTable(VenuesTableBuilder.build(venues: answers.items(Venue.self, of: .venues), teams: answers.items(TeamProfile.self, of: .teams)))
        },
        Entry(name: .teamSeasonStats, grain: "league × season × team", columns: { TeamSeasonStatsTableBuilder.layout.header }) { inputs in
            stored(inputs, .teamsStatistics) { TeamSeasonStatsTableBuilder.build($0.items(TeamSeasonStatistics.self, of: .teamsStatistics)) }
        },
        Entry(name: .teamGoalsByMinute, grain: "team-season × for/against × minute bucket", columns: {
            TeamSeasonListsTableBuilder.minutesLayout(.teamGoalsByMinute, kind: "side").header
        }) { inputs in
            stored(inputs, .teamsStatistics) { TeamSeasonListsTableBuilder.goalsByMinute($0.items(TeamSeasonStatistics.self, of: .teamsStatistics)) }
        },
        Entry(name: .teamFormations, grain: "team-season × formation", columns: { TeamSeasonListsTableBuilder.formationsLayout.header }) { inputs in
            stored(inputs, .teamsStatistics) { TeamSeasonListsTableBuilder.formations($0.items(TeamSeasonStatistics.self, of: .teamsStatistics)) }
        },
        Entry(name: .teamCardsByMinute, grain: "team-season × card colour × minute bucket", columns: {
            TeamSeasonListsTableBuilder.minutesLayout(.teamCardsByMinute, kind: "color").header
        }) { inputs in
            stored(inputs, .teamsStatistics) { TeamSeasonListsTableBuilder.cardsByMinute($0.items(TeamSeasonStatistics.self, of: .teamsStatistics)) }
        },
        Entry(name: .teamSeasons, grain: "team × season", columns: { seasonsTable(.teamSeasons, owner: teamOwner, []).columns }) { inputs in
            stored(inputs, .teamsSeasons) { seasonsTable(.teamSeasons, owner: teamOwner, $0.answers([Int].self, of: .teamsSeasons)) }
        },
    ]

    /// Around matches: round dates, statistics per half, injuries, predictions and odds.
    private static let outlookTables: [Entry] = [
        Entry(name: .roundDates, grain: "round × date", columns: { RoundDatesTableBuilder.layout.header }) { inputs in
            // Only `dates=true` answers: plain round lists are the `rounds` dataset's.
            let answers = inputs.data.answers.answers([FixtureRound].self, of: .fixturesRounds).filter { $0.request["dates"] == "true" }
            return answers.isEmpty ? nil : BuiltTable(RoundDatesTableBuilder.build(answers))
        },
        Entry(name: .teamMatchStatsHalves, grain: "fixture × team × half", columns: {
            TeamMatchStatsHalvesTableBuilder.layout.header + StatisticGrid(lists: [], nulls: .zero).columns
        }) { inputs in
            // Only `half=true` answers: whole-match statistics are the `fixture_statistics` dataset's.
            let answers = inputs.data.answers.answers([FixtureTeamStatistics].self, of: .fixturesStatistics).filter { $0.request["half"] == "true" }
            guard !answers.isEmpty else { return nil }
            let (table, warnings) = TeamMatchStatsHalvesTableBuilder.build(answers, nulls: inputs.transform.nulls)
            return BuiltTable(table, warnings: warnings)
        },
        Entry(name: .injuries, grain: "fixture × missing player", columns: { InjuriesTableBuilder.layout.header }) { inputs in
            stored(inputs, .injuries) { InjuriesTableBuilder.build($0.items(Injury.self, of: .injuries)) }
        },
        Entry(name: .predictions, grain: "fixture", columns: { PredictionsTableBuilder.layout.header }) { inputs in
            stored(inputs, .predictions) { PredictionsTableBuilder.build($0.answers([Prediction].self, of: .predictions)).predictions }
        },
        Entry(name: .predictionComparison, grain: "fixture × compared measure", columns: { PredictionsTableBuilder.comparisonLayout.header }) { inputs in
            stored(inputs, .predictions) { PredictionsTableBuilder.build($0.answers([Prediction].self, of: .predictions)).comparison }
        },
        Entry(name: .odds, grain: "fixture × bookmaker × bet × outcome", columns: { OddsTableBuilder.layout.header }) { inputs in
            stored(inputs, .odds) { OddsTableBuilder.build($0.items(FixtureOdds.self, of: .odds)) }
        },
    ]

    /// Top card lists and the selected players' careers.
    private static let peopleTables: [Entry] = [
        Entry(name: .topYellowCards, grain: "ranked player", columns: { TopPlayersTableBuilder.layout(.topYellowCards, nulls: .zero).header }) { inputs in
            stored(inputs, .topYellowCards) { TopPlayersTableBuilder.build(.topYellowCards, lists: leagueSeasonLists($0, .topYellowCards), nulls: inputs.transform.nulls) }
        },
        Entry(name: .topRedCards, grain: "ranked player", columns: { TopPlayersTableBuilder.layout(.topRedCards, nulls: .zero).header }) { inputs in
            stored(inputs, .topRedCards) { TopPlayersTableBuilder.build(.topRedCards, lists: leagueSeasonLists($0, .topRedCards), nulls: inputs.transform.nulls) }
        },
        Entry(name: .trophies, grain: "player × trophy", columns: { PlayerHistoryTableBuilder.trophiesLayout.header }) { inputs in
            stored(inputs, .trophies) { PlayerHistoryTableBuilder.trophies($0.answers([Trophy].self, of: .trophies)) }
        },
        Entry(name: .sidelined, grain: "player × absence", columns: { PlayerHistoryTableBuilder.sidelinedLayout.header }) { inputs in
            stored(inputs, .sidelined) { PlayerHistoryTableBuilder.sidelined($0.answers([SidelinedPeriod].self, of: .sidelined)) }
        },
        Entry(name: .playerProfiles, grain: "player", columns: { PlayerProfilesTableBuilder.layout.header }) { inputs in
            stored(inputs, .playersProfiles) { PlayerProfilesTableBuilder.build($0.items(PlayerProfileEntry.self, of: .playersProfiles)) }
        },
        Entry(name: .playerTeams, grain: "player × team × season", columns: { PlayerHistoryTableBuilder.teamsLayout.header }) { inputs in
            stored(inputs, .playersTeams) { PlayerHistoryTableBuilder.teams($0.answers([PlayerTeamSeasons].self, of: .playersTeams)) }
        },
        Entry(name: .playerSeasons, grain: "player × season", columns: { seasonsTable(.playerSeasons, owner: playerOwner, []).columns }) { inputs in
            stored(inputs, .playersSeasons) { seasonsTable(.playerSeasons, owner: playerOwner, $0.answers([Int].self, of: .playersSeasons)) }
        },
    ]

    /// Run-wide lookups.
    private static let lookupTables: [Entry] = [
        Entry(name: .teamCountries, grain: "country", columns: { CountriesTableBuilder.layout(.teamCountries).header }) { inputs in
            stored(inputs, .teamsCountries) { CountriesTableBuilder.build($0.items(Country.self, of: .teamsCountries), as: .teamCountries) }
        },
        Entry(name: .timezones, grain: "time zone", columns: { ValueListTableBuilder.timezones([]).columns }) { inputs in
            stored(inputs, .timezone) { ValueListTableBuilder.timezones($0.items(String.self, of: .timezone)) }
        },
        Entry(name: .leagueSeasons, grain: "season", columns: { seasonsTable(.leagueSeasons, owner: nil, []).columns }) { inputs in
            stored(inputs, .leaguesSeasons) { seasonsTable(.leagueSeasons, owner: nil, $0.answers([Int].self, of: .leaguesSeasons)) }
        },
        Entry(name: .bookmakers, grain: "bookmaker", columns: { OddsLabelTableBuilder.layout(.bookmakers, id: "bookmaker_id").header }) { inputs in
            stored(inputs, .oddsBookmakers) { OddsLabelTableBuilder.build(.bookmakers, id: "bookmaker_id", $0.items(OddsLabel.self, of: .oddsBookmakers)) }
        },
        Entry(name: .bets, grain: "bet", columns: { OddsLabelTableBuilder.layout(.bets, id: "bet_id").header }) { inputs in
            stored(inputs, .oddsBets) { OddsLabelTableBuilder.build(.bets, id: "bet_id", $0.items(OddsLabel.self, of: .oddsBets)) }
        },
    ]

    private static let teamOwner = ValueListTableBuilder.Owner(column: "team_id", parameter: "team")
    private static let playerOwner = ValueListTableBuilder.Owner(column: "player_id", parameter: "player")

    private static func seasonsTable(
        _ name: OutputTableName, owner: ValueListTableBuilder.Owner?, _ answers: [(request: Request, value: [Int])]
    ) -> Table {
        ValueListTableBuilder.seasons(name, owner: owner, answers)
    }

    /// A table built from the answers an endpoint filed in the store; nil when none was.
    private static func stored(_ inputs: TableInputs, _ endpoint: Endpoint, build: (AnswerStore) -> Table) -> BuiltTable? {
        inputs.data.answers.contains(endpoint) ? BuiltTable(build(inputs.data.answers)) : nil
    }

    /// A top list's answers by the league-season their request names.
    private static func leagueSeasonLists(_ answers: AnswerStore, _ endpoint: Endpoint) -> [LeagueSeason: [PlayerSeasonEntry]] {
        var lists: [LeagueSeason: [PlayerSeasonEntry]] = [:]
        for answer in answers.answers([PlayerSeasonEntry].self, of: endpoint) {
            guard let league = answer.request.integer("league"), let season = answer.request.integer("season") else { continue }
            lists[LeagueSeason(league: league, season: season), default: []] += answer.value
        }
        return lists
    }

    /// The fixtures table, and a warning when the pipeline's timezone is unknown.
    private static func fixtures(_ inputs: TableInputs) -> BuiltTable {
        let zone = LocalKickoffZone(inputs.transform.timezone)
        let table = FixturesTableBuilder.build(inputs.join, localZone: zone)
        guard case .unknown(let name) = zone else { return BuiltTable(table) }
        let warning = TransformWarning(
            code: .unknownTimezone,
            message: "timezone \"\(name)\" is not in the system's tz database; kickoff_local left empty",
            details: ["timezone": name]
        )
        return BuiltTable(table, warnings: [warning])
    }
}

/// A built table and what building it found.
struct BuiltTable: Sendable {
    let table: Table
    let warnings: [TransformWarning]

    init(_ table: Table, warnings: [TransformWarning] = []) {
        self.table = table
        self.warnings = warnings
    }

    init(_ built: (table: Table, warnings: [TransformWarning])) {
        self.init(built.table, warnings: built.warnings)
    }
}

/// What every table builder may read: the run's data, its fixtures joined with their details,
/// and the pipeline's transform options.
struct TableInputs: Sendable {
    let data: ExtractedData
    let join: FixtureJoin
    let transform: TransformSpec

    /// Whether any league-season has the list at `list` (extracted, possibly empty).
    func extracted<List>(_ list: KeyPath<SeasonLists, List?>) -> Bool {
        data.seasons.values.contains { $0[keyPath: list] != nil }
    }

    /// Whether any detailed fixture embedded the part at `part`.
    func embedded<List>(_ part: KeyPath<Fixture, List?>) -> Bool {
        join.detailed.contains { $0.fixture[keyPath: part] != nil }
    }
}
