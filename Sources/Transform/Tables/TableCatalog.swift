import APIModel
import Catalog
import Foundation
import PipelineSpec
package import Tabular

/// Every output table with its builder, in the order a run lists them. The dataset catalog
/// names the tables each dataset feeds; a test checks both lists agree (docs/ARCHITECTURE.md).
package enum TableCatalog {
    /// One table: its name and how it is built from a run's data.
    package struct Entry: Sendable {
        package let name: TableName
        /// Whether its rows belong to the whole run or to one league-season, and what in a row
        /// names it: the one declaration partitions, shards, the streaming order and database
        /// sinks read. Every table the entry builds carries it.
        package let placement: TablePlacement
        /// What one row is (`fixture × player`), for the README and the data dictionary.
        package let grain: String
        /// The declared columns, as a run with a timezone and `nulls: zero` writes them (some
        /// tables add columns the data brings, such as unknown statistic types).
        package let columns: @Sendable () -> [Column]
        /// The table and its warnings, or nil when its input was never extracted (a table whose
        /// input was answered but empty is built, with zero rows: `TableInputs.answered`).
        let build: @Sendable (TableInputs) -> BuiltTable?

        /// The table and its warnings, placed as declared; nil as for `build`.
        func built(from inputs: TableInputs) -> BuiltTable? {
            build(inputs).map { BuiltTable($0.table.placed(placement), warnings: $0.warnings, issues: $0.issues) }
        }
    }

    package static let all: [Entry] =
        [
            Entry(
                name: .fixtures, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "fixture",
                columns: { FixturesTableBuilder.layout(localZone: .zone(.gmt)).header }
            ) { $0.extracted(\.fixtures) || !$0.join.detailed.isEmpty || $0.answered(.fixtures) ? fixtures($0) : nil },
            Entry(name: .events, placement: .perLeagueSeason(by: .fixture), grain: "event", columns: { EventsTableBuilder.layout.header }) {
                $0.embedded(\.events) || $0.answered(.events) ? BuiltTable(EventsTableBuilder.build($0.join)) : nil
            },
            Entry(
                name: .lineups, placement: .perLeagueSeason(by: .fixture), grain: "fixture × player",
                columns: { LineupsTableBuilder.layout.header }
            ) { $0.embedded(\.lineups) || $0.answered(.lineups) ? BuiltTable(LineupsTableBuilder.build($0.join)) : nil },
            Entry(
                name: .teamMatchStats, placement: .perLeagueSeason(by: .fixture), grain: "fixture × team",
                columns: { TeamMatchStatsTableBuilder.layout.header + StatisticGrid(lists: [], nulls: .zero).columns }
            ) {
                $0.embedded(\.statistics) || $0.answered(.teamMatchStats)
                    ? BuiltTable(TeamMatchStatsTableBuilder.build($0.join, nulls: $0.transform.nulls)) : nil
            },
            Entry(
                name: .playerMatchStats, placement: .perLeagueSeason(by: .fixture), grain: "fixture × player",
                columns: { PlayerMatchStatsTableBuilder.layout(nulls: .zero).header }
            ) {
                $0.embedded(\.players) || $0.answered(.playerMatchStats)
                    ? PlayerMatchStatsTableBuilder.build($0.join, nulls: $0.transform.nulls) : nil
            },
            Entry(
                name: .squadSeasonStats, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "league × season × team × player",
                columns: { SquadSeasonStatsTableBuilder.layout.header }
            ) {
                $0.embedded(\.players) || $0.answered(.squadSeasonStats) ? BuiltTable(SquadSeasonStatsTableBuilder.build($0.join)) : nil
            },
            Entry(
                name: .standings, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "league × season × group × team",
                columns: { StandingsTableBuilder.layout.header }
            ) {
                $0.extracted(\.standings) || $0.answered(.standings)
                    ? BuiltTable(StandingsTableBuilder.build($0.data.seasons, figures: StandingsFigures($0.join))) : nil
            },
            Entry(
                name: .topScorers, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "ranked player",
                columns: { TopPlayersTableBuilder.layout(.topScorers, nulls: .zero).header }
            ) { inputs in
                guard inputs.extracted(\.topScorers) else { return nil }
                return BuiltTable(
                    TopPlayersTableBuilder.build(
                        .topScorers, lists: \.topScorers, seasons: inputs.data.seasons, nulls: inputs.transform.nulls))
            },
            Entry(
                name: .topAssists, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "ranked player",
                columns: { TopPlayersTableBuilder.layout(.topAssists, nulls: .zero).header }
            ) { inputs in
                guard inputs.extracted(\.topAssists) else { return nil }
                return BuiltTable(
                    TopPlayersTableBuilder.build(
                        .topAssists, lists: \.topAssists, seasons: inputs.data.seasons, nulls: inputs.transform.nulls))
            },
            Entry(name: .squads, placement: .shared, grain: "team × player", columns: { SquadsTableBuilder.layout.header }) {
                $0.unanswered(.squads, $0.data.squads) ? nil : BuiltTable(SquadsTableBuilder.build($0.data.squads))
            },
            Entry(
                name: .players, placement: .shared, grain: "player × season × team",
                columns: { PlayersTableBuilder.layout(nulls: .zero).header }
            ) {
                $0.unanswered(.players, $0.data.playerSeasons)
                    ? nil : BuiltTable(PlayersTableBuilder.build($0.data.playerSeasons, nulls: $0.transform.nulls))
            },
            Entry(name: .transfers, placement: .shared, grain: "transfer", columns: { TransfersTableBuilder.layout.header }) {
                $0.unanswered(.transfers, $0.data.transfers) ? nil : BuiltTable(TransfersTableBuilder.build($0.data.transfers))
            },
            Entry(
                name: .headToHead, placement: .shared, grain: "fixture of a pair of teams",
                columns: { HeadToHeadTableBuilder.layout.header }
            ) { $0.unanswered(.headToHead, $0.data.headToHead) ? nil : BuiltTable(HeadToHeadTableBuilder.build($0.data.headToHead)) },
            Entry(name: .leagues, placement: .shared, grain: "league × season", columns: { LeaguesTableBuilder.layout.header }) {
                $0.data.catalog.map { BuiltTable(LeaguesTableBuilder.build($0)) }
            },
            Entry(name: .countries, placement: .shared, grain: "country", columns: { CountriesTableBuilder.layout(.countries).header }) {
                $0.data.countries.map { BuiltTable(CountriesTableBuilder.build($0)) }
            },
            Entry(
                name: .rounds, placement: .perLeagueSeason(by: .leagueSeasonColumns), grain: "round",
                columns: { RoundsTableBuilder.layout.header }
            ) {
                $0.extracted(\.rounds) || $0.answered(.rounds) ? BuiltTable(RoundsTableBuilder.build($0.data.seasons, join: $0.join)) : nil
            },
            Entry(name: .coaches, placement: .shared, grain: "coach × career entry", columns: { CoachesTableBuilder.layout.header }) {
                $0.unanswered(.coaches, $0.data.coaches) ? nil : BuiltTable(CoachesTableBuilder.build($0.data.coaches))
            }
        ] + teamTables + outlookTables + peopleTables + lookupTables

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

/// A built table and what building it found: warnings, and the values it emptied.
struct BuiltTable: Sendable {
    let table: Table
    let warnings: [TransformWarning]
    let issues: ValueIssues

    init(_ table: Table, warnings: [TransformWarning] = [], issues: ValueIssues = ValueIssues()) {
        self.table = table
        self.warnings = warnings
        self.issues = issues
    }

    init(_ built: (table: Table, warnings: [TransformWarning])) {
        self.init(built.table, warnings: built.warnings)
    }

    init(_ built: (table: Table, issues: ValueIssues)) {
        self.init(built.table, issues: built.issues)
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

    /// Whether a dataset feeding the table `name` answered, even with no items: its table is
    /// then written, with zero rows if need be.
    func answered(_ name: TableName) -> Bool {
        data.answeredTables.contains(name.rawValue)
    }

    /// Whether no dataset feeding `name` answered and `answers` holds nothing either.
    func unanswered(_ name: TableName, _ answers: some Collection) -> Bool {
        answers.isEmpty && !answered(name)
    }

    /// Whether any detailed fixture embedded the part at `part`.
    func embedded<List>(_ part: KeyPath<Fixture, List?>) -> Bool {
        join.detailed.contains { $0.fixture[keyPath: part] != nil }
    }
}
