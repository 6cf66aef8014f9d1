import APIModel
import PipelineSpec
import Tabular

/// Builds every output table of a run from its extracted data (TABLES.md): the one entry point
/// of the table builders. A table whose input was never extracted is left out; one whose input
/// was extracted but empty is there with zero rows.
package enum OutputTablesBuilder {
    /// The tables in `OutputTableName` order, and the warnings raised, sorted.
    ///
    /// Extraction is read from the data's shape: an optional list (catalog, countries, a season's
    /// fixtures, rounds, standings, top lists) is extracted when not nil; a keyed collection
    /// (details, squads, players, transfers, head-to-head, coaches) when not empty.
    package static func build(from data: ExtractedData, transform: TransformSpec) -> TransformOutput {
        let seasonLists = Array(data.seasons.values)
        func extracted<List>(_ list: KeyPath<SeasonLists, List?>) -> Bool {
            seasonLists.contains { $0[keyPath: list] != nil }
        }
        var tables: [Table] = []
        var warnings: [TransformWarning] = []
        let join = FixtureJoin(data)
        warnings += join.warnings
        func embedded<List>(_ list: KeyPath<Fixture, List?>) -> Bool {
            join.detailed.contains { $0.fixture[keyPath: list] != nil }
        }

        if extracted(\.fixtures) || !join.detailed.isEmpty {
            let zone = LocalKickoffZone(transform.timezone)
            if case .unknown(let name) = zone {
                warnings.append(TransformWarning(
                    code: .unknownTimezone,
                    message: "timezone \"\(name)\" is not in the system's tz database; kickoff_local left empty",
                    details: ["timezone": name]
                ))
            }
            tables.append(FixturesTableBuilder.build(join, localZone: zone))
        }
        if embedded(\.events) {
            tables.append(EventsTableBuilder.build(join))
        }
        if embedded(\.lineups) {
            tables.append(LineupsTableBuilder.build(join))
        }
        if embedded(\.statistics) {
            let (table, found) = TeamMatchStatsTableBuilder.build(join, nulls: transform.nulls)
            tables.append(table)
            warnings += found
        }
        if embedded(\.players) {
            let (table, found) = PlayerMatchStatsTableBuilder.build(join, nulls: transform.nulls)
            tables.append(table)
            warnings += found
        }
        if extracted(\.standings) {
            tables.append(StandingsTableBuilder.build(data.seasons))
        }
        if extracted(\.topScorers) {
            tables.append(TopPlayersTableBuilder.build(.topScorers, lists: \.topScorers, seasons: data.seasons, nulls: transform.nulls))
        }
        if extracted(\.topAssists) {
            tables.append(TopPlayersTableBuilder.build(.topAssists, lists: \.topAssists, seasons: data.seasons, nulls: transform.nulls))
        }
        if !data.squads.isEmpty {
            tables.append(SquadsTableBuilder.build(data.squads))
        }
        if !data.playerSeasons.isEmpty {
            tables.append(PlayersTableBuilder.build(data.playerSeasons, nulls: transform.nulls))
        }
        if !data.transfers.isEmpty {
            tables.append(TransfersTableBuilder.build(data.transfers))
        }
        if !data.headToHead.isEmpty {
            tables.append(HeadToHeadTableBuilder.build(data.headToHead))
        }
        if let catalog = data.catalog {
            tables.append(LeaguesTableBuilder.build(catalog))
        }
        if let countries = data.countries {
            tables.append(CountriesTableBuilder.build(countries))
        }
        if extracted(\.rounds) {
            tables.append(RoundsTableBuilder.build(data.seasons, join: join))
        }
        if !data.coaches.isEmpty {
            tables.append(CoachesTableBuilder.build(data.coaches))
        }
        return TransformOutput(tables: tables, warnings: warnings)
    }
}
