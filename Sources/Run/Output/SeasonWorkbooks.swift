import APIModel
import Load
import PipelineSpec
import Staging
import Tabular
import Transform

/// The season workbooks of a run or a conversion: one per league-season, at the path the
/// workbook spec's template gives it (`{league_slug}-{season}.xlsx`), each built from its
/// league-season's rows and the shared tables.
struct SeasonWorkbooks {
    let spec: WorkbookSpec
    let layout: OutputLayout
    /// The leagues' names, from the catalog or a fixture of the league.
    let leagueNames: [Int: String]

    /// The workbooks of `leagueSeasons`, their leagues named by `data`.
    init(spec: WorkbookSpec, load: LoadSpec, data: ExtractedData, leagueSeasons: [LeagueSeason]) {
        self.spec = spec
        layout = OutputLayout(load: load)
        var names: [Int: String] = [:]
        for league in Set(leagueSeasons.map(\.league)) { names[league] = data.leagueName(league) }
        leagueNames = names
    }

    /// Where the league-season's workbook goes; nil when the spec writes none.
    func path(of leagueSeason: LeagueSeason) -> String? {
        layout.workbookPath(league: leagueSeason.league, leagueName: leagueNames[leagueSeason.league], season: leagueSeason.season)
    }

    /// The league-season's workbook, built only when asked (so a run holds few at once) from
    /// its own rows of `tables`.
    func workbook(of leagueSeason: LeagueSeason, tables: [Table]) -> PlannedWorkbook? {
        guard let path = path(of: leagueSeason) else { return nil }
        let name = leagueNames[leagueSeason.league]
        let builder = SeasonWorkbookBuilder(spec: spec)
        return PlannedWorkbook(path: path) {
            let own = TablePartitions(keys: [], leagueSeasons: [leagueSeason], tables: tables).tables(of: leagueSeason, from: tables)
            return builder.sheets(
                from: TableSet(own), leagueID: leagueSeason.league, season: leagueSeason.season,
                leagueName: name ?? "League \(leagueSeason.league)")
        }
    }

    /// Every workbook of a whole run's `tables` (for a conversion), each built when rendered.
    static func planned(
        _ spec: WorkbookSpec, load: LoadSpec, tables: TableSet, data: ExtractedData, leagueSeasons: [LeagueSeason]
    ) -> [PlannedWorkbook] {
        let workbooks = SeasonWorkbooks(spec: spec, load: load, data: data, leagueSeasons: leagueSeasons)
        return leagueSeasons.compactMap { workbooks.workbook(of: $0, tables: tables.tables) }
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

/// One league-season's workbook: where it goes and how to plan its sheets (each then built as
/// it is rendered).
struct PlannedWorkbook: Sendable {
    let path: String
    let build: @Sendable () -> StreamedWorkbook
}

extension ExtractedData {
    /// The league's name from the catalog, else from any list of its seasons that carries it
    /// (fixtures, standings, top scorers, top assists), else from any fixture of it: a run that
    /// did not extract `fixtures` still names its workbook's league.
    func leagueName(_ league: Int) -> String? {
        if let name = catalog?.first(where: { $0.id == league })?.name { return name }
        for (key, lists) in seasons.sorted(by: { $0.key < $1.key }) where key.league == league {
            if let name = lists.name(of: league) { return name }
        }
        return detailedFixtures.fixtures.values.sorted { $0.id < $1.id }.first { $0.league.id == league }?.league.name
    }
}

extension SeasonLists {
    /// League `league`'s name as the first of these lists that carries one spells it.
    fileprivate func name(of league: Int) -> String? {
        let topLists = (topScorers ?? []) + (topAssists ?? [])
        let names =
            [fixtures?.first?.league.name, standings?.first?.league.name]
            + [topLists.lazy.flatMap(\.statistics).first { $0.league.id == league && $0.league.name?.isEmpty == false }?.league.name]
        return names.compactMap { $0 }.first { !$0.isEmpty }
    }
}
