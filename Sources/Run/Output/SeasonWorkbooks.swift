import APIModel
import PipelineSpec
import Tabular
import Transform

/// The season workbooks of a run or a conversion: one per league-season, at the path the
/// workbook spec's template gives it (`{league_slug}-{season}.xlsx`).
enum SeasonWorkbooks {
    static func build(
        _ spec: WorkbookSpec, load: LoadSpec, tables: TableSet, data: ExtractedData, leagueSeasons: [LeagueSeason]
    ) -> [(path: String, document: WorkbookDocument)] {
        plan(spec, load: load, tables: tables.tables, data: data, leagueSeasons: leagueSeasons).map { ($0.path, $0.build()) }
    }

    /// The workbooks to write, each built only when asked (so a run holds few at once) from
    /// its league-season's rows alone.
    static func plan(
        _ spec: WorkbookSpec, load: LoadSpec, tables: [Table], data: ExtractedData, leagueSeasons: [LeagueSeason]
    ) -> [PlannedWorkbook] {
        let layout = OutputLayout(load: load)
        let builder = SeasonWorkbookBuilder(spec: spec)
        let partitions = TablePartitions(keys: [], units: leagueSeasons, tables: tables)
        return leagueSeasons.compactMap { leagueSeason in
            let name = data.leagueName(leagueSeason.league)
            guard let path = layout.workbookPath(league: leagueSeason.league, leagueName: name, season: leagueSeason.season) else { return nil }
            return PlannedWorkbook(path: path) {
                builder.build(
                    from: TableSet(partitions.tables(of: leagueSeason, from: tables)), leagueID: leagueSeason.league, season: leagueSeason.season,
                    leagueName: name ?? "League \(leagueSeason.league)"
                )
            }
        }
    }

    /// Every league-season that saved answers hold fixtures of (a season's list, or single
    /// fixtures), ascending.
    static func leagueSeasons(withFixturesIn data: ExtractedData) -> [LeagueSeason] {
        var found = Set(data.seasons.filter { $0.value.fixtures?.isEmpty == false }.keys)
        for fixture in data.detailedFixtures.fixtures.values {
            guard let league = fixture.league.id, let season = fixture.league.season else { continue }
            found.insert(LeagueSeason(league: league, season: season))
        }
        return found.sorted()
    }
}

/// One league-season's workbook: where it goes and how to build its document.
struct PlannedWorkbook: Sendable {
    let path: String
    let build: @Sendable () -> WorkbookDocument
}

extension ExtractedData {
    /// The league's name from the catalog, else from any fixture of it.
    func leagueName(_ league: Int) -> String? {
        if let name = catalog?.first(where: { $0.id == league })?.name { return name }
        for (key, lists) in seasons.sorted(by: { $0.key < $1.key }) where key.league == league {
            if let name = lists.fixtures?.first?.league.name { return name }
        }
        return detailedFixtures.fixtures.values.sorted { $0.id < $1.id }.first { $0.league.id == league }?.league.name
    }
}
