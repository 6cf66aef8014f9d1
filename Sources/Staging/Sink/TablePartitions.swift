package import APIModel
package import PipelineSpec
package import Tabular

/// Splits a run's tables into the Hive-style folders `load.partition_by` names
/// (`league=39/season=2023`), by each table's declared `TablePlacement`: a per-league-season
/// table's row goes to the folder its `league_id` and `season` name, or that of its fixture
/// (placed through the fixtures table); a shared table stays one file in the format's folder, as
/// does any row whose league-season is not one of the run's. Every league-season of the run gets
/// a file of every per-league-season table, even an empty one, so a partition's files depend on
/// that league-season alone.
package struct TablePartitions {
    /// One file's share of a table: the folder below the format's folder ("" for the shared
    /// file) and its rows in the table's order.
    package struct Part {
        package let folder: String
        package let table: Table
    }

    package let keys: [PartitionKey]
    /// The run's league-seasons, ascending: the order of a table's parts.
    package let leagueSeasons: [LeagueSeason]
    private let fixtureLeagueSeasons: [Int: LeagueSeason]

    package init(keys: [PartitionKey], leagueSeasons: [LeagueSeason], tables: [Table]) {
        self.keys = keys
        self.leagueSeasons = leagueSeasons.sorted()
        var fixtureLeagueSeasons: [Int: LeagueSeason] = [:]
        if let fixtures = tables.first(where: { $0.name == TableName.fixtures.rawValue }),
            let place = Self.leagueSeasonColumns(of: fixtures),
            let id = fixtures.columnIndex(PlacementColumn.fixtureID)
        {
            for row in fixtures.rows {
                if case .integer(let fixture) = row[id], let leagueSeason = place(row) { fixtureLeagueSeasons[fixture] = leagueSeason }
            }
        }
        self.fixtureLeagueSeasons = fixtureLeagueSeasons
    }

    /// The folder of a league-season: `league=39/season=2023` for `[league, season]`.
    package func folder(of leagueSeason: LeagueSeason) -> String {
        keys.map { key in
            switch key {
            case .league: "league=\(leagueSeason.league)"
            case .season: "season=\(leagueSeason.season)"
            }
        }.joined(separator: "/")
    }

    /// `table` as the files it is written to: the shared file first when any row stays there,
    /// then a part per partition folder in league-season order.
    package func split(_ table: Table) -> [Part] {
        guard !keys.isEmpty, let place = placement(of: table) else { return [Part(folder: "", table: table)] }
        let known = Set(leagueSeasons)
        var shared: [[CellValue]] = []
        var byFolder: [String: [[CellValue]]] = [:]
        for row in table.rows {
            guard let leagueSeason = place(row), known.contains(leagueSeason) else {
                shared.append(row)
                continue
            }
            byFolder[folder(of: leagueSeason), default: []].append(row)
        }
        var parts = shared.isEmpty ? [] : [Part(folder: "", table: table.with(rows: shared))]
        var seen: Set<String> = []
        for leagueSeason in leagueSeasons where seen.insert(folder(of: leagueSeason)).inserted {
            parts.append(Part(folder: folder(of: leagueSeason), table: table.with(rows: byFolder[folder(of: leagueSeason)] ?? [])))
        }
        return parts
    }

    /// The tables as one league-season sees them: its own rows of every per-league-season table,
    /// the shared tables whole (what a season workbook reads, without the other seasons' rows).
    package func tables(of leagueSeason: LeagueSeason, from tables: [Table]) -> [Table] {
        tables.map { table in
            guard let place = placement(of: table) else { return table }
            return table.with(rows: table.rows.filter { place($0) == leagueSeason })
        }
    }

    /// For each row of a per-league-season table, whether it belongs to `leagueSeason`; nil when all do.
    /// A row naming another league-season of the run (which the APIs' answers never do) stays
    /// with this one's rows and goes to the shared file when outputs are partitioned.
    package func placed(_ table: Table, in leagueSeason: LeagueSeason) -> [Bool]? {
        guard let place = placement(of: table) else { return nil }
        let flags = table.rows.map { place($0) == leagueSeason }
        return flags.allSatisfy { $0 } ? nil : flags
    }

    /// The league-season each row of `table` names (nil for a row that names none, or none the
    /// fixtures table knows); nil for a shared table.
    package func leagueSeasons(ofRowsOf table: Table) -> [LeagueSeason?]? {
        placement(of: table).map { place in table.rows.map(place) }
    }

    /// How a row of `table` names its league-season, or nil for a shared table.
    private func placement(of table: Table) -> ((_ row: [CellValue]) -> LeagueSeason?)? {
        switch table.placement {
        case .shared: return nil
        case .perLeagueSeason(by: .leagueSeasonColumns): return Self.leagueSeasonColumns(of: table)
        case .perLeagueSeason(by: .fixture): break
        }
        guard let id = table.columnIndex(PlacementColumn.fixtureID) else { return nil }
        return { row in
            guard case .integer(let fixture) = row[id] else { return nil }
            return fixtureLeagueSeasons[fixture]
        }
    }

    /// A row's league-season from its `league_id` and `season` columns, when the table has both.
    private static func leagueSeasonColumns(of table: Table) -> ((_ row: [CellValue]) -> LeagueSeason?)? {
        guard let league = table.columnIndex(PlacementColumn.leagueID), let season = table.columnIndex(PlacementColumn.season) else {
            return nil
        }
        return { row in
            guard case .integer(let leagueID) = row[league], case .integer(let year) = row[season] else { return nil }
            return LeagueSeason(league: leagueID, season: year)
        }
    }
}
