import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// The season workbook reads the tables these builders make: their names and columns agree.
@Suite struct WorkbookFromTablesTests {
    @Test func theSampleSeasonGivesTeamAndPlayerSheets() throws {
        let output = OutputTablesBuilder.build(from: try SampleRun.data(), transform: TransformSpec(timezone: "Europe/London"))
        let spec = WorkbookSpec(pathTemplate: "unused.xlsx", teamSheets: true, playerSheets: .all)
        let workbook = SeasonWorkbookBuilder(spec: spec).build(
            from: TableSet(output.tables), leagueID: 39, season: 2024, leagueName: "Premier League"
        )
        let names = workbook.sheets.map(\.name)
        #expect(
            Array(names.prefix(13)) == [
                "Index", "Dashboard", "Standings", "Fixtures", "Events", "Team Stats", "Player Stats", "Top Scorers", "Top Assists",
                "Fulham", "Manchester City", "Manchester United", "Tottenham"
            ])
        // `all` is every player who played: minutes above 0 in some match (bench-only players get none).
        let stats = try #require(output.table(.playerMatchStats))
        let played = zip(stats.values(of: "player_id"), stats.values(of: "minutes")).filter { id, minutes in
            if case .integer(let m) = minutes { !id.isNull && m > 0 } else { false }
        }
        #expect(names.count - 13 == Set(played.map(\.0)).count)
        #expect(Set(played.map(\.0)).count < Set(stats.values(of: "player_id").filter { !$0.isNull }).count)
        // Sheets carry the full name the players table gives ("Son Heung-Min" is the API's short name).
        #expect(names.contains("Heung-Min Son"))
    }
}
