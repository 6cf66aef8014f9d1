package import APIModel
import PipelineSpec

extension RequestPlanner {
    /// `data` with each league-season's fixtures list narrowed to the pipeline's window (dates,
    /// days from today, rounds), so the export holds exactly the window; unchanged for `.all`.
    package func narrowedToWindow(_ data: ExtractedData) throws(ExtractError) -> ExtractedData {
        guard extract.fixtureWindow != .all, let leagueSeasons = try leagueSeasons(knowing: PlanFacts(data)) else { return data }
        let facts = PlanFacts(data)
        var narrowed = data
        for leagueSeason in leagueSeasons {
            let planner = SeasonPlanner(
                extract: extract, datasets: [], leagueSeason: leagueSeason, coverage: nil, facts: facts, today: today, settle: nil)
            guard let window = planner.windowFixtures else { continue }
            let ids = Set(window.map(\.id))
            narrowed.seasons[leagueSeason]?.fixtures = data.seasons[leagueSeason]?.fixtures?.filter { ids.contains($0.id) }
        }
        return narrowed
    }
}
