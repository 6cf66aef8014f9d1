import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// A table the pipeline did not extract drops the sheets and blocks built from it, nothing else.
@Suite struct SeasonWorkbookMissingTablesTests {
    @Test func withoutTeamMatchStatsThereIsNoTeamStatsSheetOrStatisticsBlock() throws {
        let book = SyntheticSeason.workbook(SyntheticSeason.tables(without: .teamMatchStats))
        #expect(!book.sheetNames.contains("Team Stats"))
        let arsenal = try book.sheet("Arsenal")
        #expect(arsenal.tableBlocks.map(\.id) == [TeamSheetBuilder.fixturesID, TeamSheetBuilder.squadID, TeamSheetBuilder.headToHeadID])
        #expect(arsenal.value("Points") == .integer(10))
        #expect(arsenal.value("Shots") == nil && arsenal.value("Expected goals (xG)") == nil)
    }

    @Test func withoutFixturesThePerMatchSheetsBlocksAndChartsGo() throws {
        let book = SyntheticSeason.workbook(SyntheticSeason.tables(without: .fixtures), playerSheets: .top)
        #expect(
            Array(book.sheetNames.prefix(9)) == [
                "Index", "Dashboard", "Standings", "Top Scorers", "Top Assists", "Liverpool", "Arsenal", "Manchester City",
                "Manchester United"
            ])
        // Only the top lists can name players now; their statistics cannot be tied to the season.
        #expect(Array(book.sheetNames.dropFirst(9)) == ["M. Salah", "E. Nketiah", "João Silva", "E. Haaland", "K. De Bruyne"])
        let arsenal = try book.sheet("Arsenal")
        #expect(arsenal.charts.isEmpty)
        #expect(arsenal.tableBlocks.map(\.id) == [TeamSheetBuilder.squadID, TeamSheetBuilder.headToHeadID])
        #expect(arsenal.value("Played") == nil && arsenal.value("Venue") == nil)
        #expect(try book.sheet("João Silva").tableBlocks.map(\.id) == [PlayerSheetBuilder.seasonsID, PlayerSheetBuilder.transfersID])
    }

    @Test func withoutPlayerMatchStatsEveryoneMeansNobody() {
        let book = SyntheticSeason.workbook(SyntheticSeason.tables(without: .playerMatchStats))
        #expect(!book.sheetNames.contains("Player Stats"))
        #expect(book.sheetNames.count == 1 + 1 + 6 + 4)
    }

    @Test func withoutSquadsHeadToHeadOrCoachesTheirBlocksAndEntriesGo() throws {
        let book = SyntheticSeason.workbook(SyntheticSeason.tables(without: .squads, .headToHead, .coaches))
        let arsenal = try book.sheet("Arsenal")
        #expect(arsenal.tableBlocks.map(\.id) == [TeamSheetBuilder.fixturesID, TeamSheetBuilder.matchStatsID])
        #expect(arsenal.value("Coach") == nil)
        #expect(arsenal.charts.count == 1)
    }

    @Test func withoutPlayersOrTransfersThePlayerSheetKeepsItsMatches() throws {
        let book = SyntheticSeason.workbook(SyntheticSeason.tables(without: .players, .transfers))
        let silva = try book.sheet("J. Silva (4201)")
        #expect(silva.tableBlocks.map(\.id) == [PlayerSheetBuilder.matchesID])
        #expect(silva.value("Position") == .text("M"))
        #expect(silva.value("Nationality") == nil)
    }
}
