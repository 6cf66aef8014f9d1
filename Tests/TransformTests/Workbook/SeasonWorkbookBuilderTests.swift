import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct SeasonWorkbookBuilderTests {
    static let overview = ["Dashboard", "Standings", "Fixtures", "Events", "Team Stats", "Player Stats", "Top Scorers", "Top Assists"]
    static let teamsInStandingsOrder = ["Liverpool", "Arsenal", "Manchester City", "Manchester United"]

    @Test func sheetsComeIndexOverviewTeamsThenPlayersByTeamNameAndID() throws {
        let book = SyntheticSeason.workbook()
        let players = Array(book.sheetNames.dropFirst(1 + Self.overview.count + Self.teamsInStandingsOrder.count))
        #expect(Array(book.sheetNames.prefix(13)) == ["Index"] + Self.overview + Self.teamsInStandingsOrder)
        #expect(players.count == 16)
        #expect(Array(players.prefix(3)) == ["Alisson", "D. Núñez", "M. Salah"])
        #expect(players[3].hasPrefix("Trent Alexander-Arnold") && players[3].utf16.count <= 31 && players[3].hasSuffix("…"))
        #expect(
            Array(players.dropFirst(4)) == [
                "B. Saka", "D. Raya", "E. Nketiah", "João Silva (4201)",
                "E. Haaland", "Ederson", "João Silva (5003)", "K. De Bruyne",
                "A. Garnacho", "A. Onana", "B. Fernandes", "M. Rashford"
            ])
        #expect(Set(book.sheetNames.map(SheetNameRules.caseKey)).count == book.sheets.count)
        #expect(book.sheets.allSatisfy { SheetNameRules.violation(of: $0.name) == nil })
        #expect(book.properties.title == "Premier League 2023")
    }

    @Test func theIndexLinksEverySheetOnceInOrderUnderItsGroupWithTheFullName() throws {
        let book = SyntheticSeason.workbook()
        let index = try book.sheet("Index")
        #expect(index.captions.map(\.text) == ["Premier League 2023", "Overview", "Teams", "Players"])
        let groups = index.linkLists.map { $0.entries.map(\.link.targetSheet) }
        #expect(groups.count == 3)
        #expect(groups[0] == Self.overview)
        #expect(groups[1] == Self.teamsInStandingsOrder)
        #expect(groups.flatMap { $0 } == Array(book.sheetNames.dropFirst()))
        let entries = index.linkLists.flatMap(\.entries)
        #expect(entries.allSatisfy { $0.link.text == $0.link.targetSheet && !($0.description ?? "").isEmpty })
        let long = try #require(entries.first { $0.link.targetSheet.hasPrefix("Trent") })
        #expect(long.description?.hasPrefix("Trent Alexander-Arnold Bartholomew Smith — Liverpool") == true)
        #expect(entries.first { $0.link.targetSheet == "Arsenal" }?.description == "Arsenal — rank 2, 10 points")
        for sheet in book.sheets.dropFirst() {
            #expect(sheet.captions.first?.link == SheetLink(text: "← Index", targetSheet: "Index"), "sheet \(sheet.name)")
        }
    }

    @Test func overviewSheetsHoldOnlyThisLeagueSeasonsRowsInTableOrder() throws {
        let book = SyntheticSeason.workbook()
        let fixtures = try book.sheet("Fixtures").table("fixtures")
        #expect(fixtures.column("fixture_id") == (1001...1012).map(CellValue.integer))
        let standings = try book.sheet("Standings").table("standings")
        #expect(standings.column("team_id") == [40, 42, 50, 33].map(CellValue.integer))
        // One group, the league's own name on every row: left out as constant.
        #expect(standings.columnIndex("group_name") == nil)
        #expect(try book.sheet("Events").table("events").rows.count == 2)
        #expect(try book.sheet("Team Stats").table("team_match_stats").rows.count == 24)
        #expect(try book.sheet("Player Stats").table("player_match_stats").rows.count == 96)
        #expect(try book.sheet("Top Scorers").table("top_scorers").column("player_id") == [4201, 5001, 4001].map(CellValue.integer))
        #expect(try book.sheet("Top Assists").table("top_assists").rows.count == 2)
        let stats = try book.sheet("Player Stats").table("player_match_stats")
        #expect(stats.columns.first { $0.key == "rating" }?.effectiveFormat == .decimal)
        #expect(stats.columns.first { $0.key == "player_id" }?.effectiveFormat == .integer)
    }

    @Test func theStandingsShowTheGroupWhenThereIsMoreThanOne() throws {
        var tables = SyntheticSeason.tables().tables.filter { $0.name != "standings" }
        tables.append(SyntheticSeason.standings { $0 < 2 ? "Group A" : "Group B" })
        let standings = try SyntheticSeason.workbook(TableSet(tables)).sheet("Standings").table("standings")
        #expect(standings.column("group_name") == ["Group A", "Group A", "Group B", "Group B"].map(CellValue.text))
    }

    @Test func buildingTwiceOrFromTablesInAnotherOrderGivesTheSameDocument() {
        let tables = SyntheticSeason.tables()
        let reversed = TableSet(tables.tables.reversed())
        let first = SyntheticSeason.workbook(tables)
        #expect(first == SyntheticSeason.workbook(tables))
        #expect(first == SyntheticSeason.workbook(reversed))
    }

    @Test func teamAndPlayerSheetsCanBeTurnedOff() throws {
        let book = SyntheticSeason.workbook(teamSheets: false, playerSheets: .none)
        #expect(book.sheetNames == ["Index"] + Self.overview)
        #expect(try book.sheet("Index").captions.map(\.text) == ["Premier League 2023", "Overview"])
    }

    @Test func withNoTablesOnlyTheIndexRemains() throws {
        let book = SyntheticSeason.workbook(TableSet())
        #expect(book.sheetNames == ["Index"])
        #expect(try book.sheet("Index").linkLists.isEmpty)
    }
}
