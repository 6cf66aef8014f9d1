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
        let join = FixtureJoin(data)
        let built = ConcurrentJobs.run(jobs(data, join: join, transform: transform))
        return TransformOutput(tables: built.map(\.table), warnings: join.warnings + built.flatMap(\.warnings))
    }

    /// A table and what building it found.
    private typealias Built = (table: Table, warnings: [TransformWarning])

    /// The builders of the tables whose input was extracted, in `OutputTableName` order. They
    /// share nothing mutable, so they run side by side.
    private static func jobs(_ data: ExtractedData, join: FixtureJoin, transform: TransformSpec) -> [@Sendable () -> Built] {
        let seasonLists = Array(data.seasons.values)
        func extracted<List>(_ list: KeyPath<SeasonLists, List?>) -> Bool {
            seasonLists.contains { $0[keyPath: list] != nil }
        }
        func embedded<List>(_ list: KeyPath<Fixture, List?>) -> Bool {
            join.detailed.contains { $0.fixture[keyPath: list] != nil }
        }
        let nulls = transform.nulls
        var jobs: [@Sendable () -> Built] = []
        func table(_ condition: Bool, _ build: @escaping @Sendable () -> Table) {
            if condition { jobs.append { (build(), []) } }
        }
        func tableAndWarnings(_ condition: Bool, _ build: @escaping @Sendable () -> Built) {
            if condition { jobs.append(build) }
        }

        tableAndWarnings(extracted(\.fixtures) || !join.detailed.isEmpty) { fixtures(join, timezone: transform.timezone) }
        table(embedded(\.events)) { EventsTableBuilder.build(join) }
        table(embedded(\.lineups)) { LineupsTableBuilder.build(join) }
        tableAndWarnings(embedded(\.statistics)) { TeamMatchStatsTableBuilder.build(join, nulls: nulls) }
        tableAndWarnings(embedded(\.players)) { PlayerMatchStatsTableBuilder.build(join, nulls: nulls) }
        table(extracted(\.standings)) { StandingsTableBuilder.build(data.seasons) }
        table(extracted(\.topScorers)) {
            TopPlayersTableBuilder.build(.topScorers, lists: \.topScorers, seasons: data.seasons, nulls: nulls)
        }
        table(extracted(\.topAssists)) {
            TopPlayersTableBuilder.build(.topAssists, lists: \.topAssists, seasons: data.seasons, nulls: nulls)
        }
        table(!data.squads.isEmpty) { SquadsTableBuilder.build(data.squads) }
        table(!data.playerSeasons.isEmpty) { PlayersTableBuilder.build(data.playerSeasons, nulls: nulls) }
        table(!data.transfers.isEmpty) { TransfersTableBuilder.build(data.transfers) }
        table(!data.headToHead.isEmpty) { HeadToHeadTableBuilder.build(data.headToHead) }
        table(data.catalog != nil) { LeaguesTableBuilder.build(data.catalog ?? []) }
        table(data.countries != nil) { CountriesTableBuilder.build(data.countries ?? []) }
        table(extracted(\.rounds)) { RoundsTableBuilder.build(data.seasons, join: join) }
        table(!data.coaches.isEmpty) { CoachesTableBuilder.build(data.coaches) }
        return jobs
    }

    /// The fixtures table, and a warning when the pipeline's timezone is unknown.
    private static func fixtures(_ join: FixtureJoin, timezone: String?) -> Built {
        let zone = LocalKickoffZone(timezone)
        guard case .unknown(let name) = zone else { return (FixturesTableBuilder.build(join, localZone: zone), []) }
        let warning = TransformWarning(
            code: .unknownTimezone,
            message: "timezone \"\(name)\" is not in the system's tz database; kickoff_local left empty",
            details: ["timezone": name]
        )
        return (FixturesTableBuilder.build(join, localZone: zone), [warning])
    }
}
