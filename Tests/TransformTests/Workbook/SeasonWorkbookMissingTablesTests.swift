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
        #expect(
            arsenal.tableBlocks.map(\.id) == [
                TeamSheetBuilder.fixturesID, TeamSheetBuilder.squadSeasonID, TeamSheetBuilder.squadID, TeamSheetBuilder.headToHeadID
            ])
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
        #expect(arsenal.tableBlocks.map(\.id) == [TeamSheetBuilder.squadSeasonID, TeamSheetBuilder.squadID, TeamSheetBuilder.headToHeadID])
        #expect(arsenal.value("Played") == nil && arsenal.value("Venue") == nil)
        #expect(try book.sheet("João Silva").tableBlocks.map(\.id) == [PlayerSheetBuilder.seasonsID, PlayerSheetBuilder.transfersID])
    }

    /// Without `squad_season_stats` (no fixture_details or fixture_players), the squad season
    /// table is what the top lists give, under a line naming the dataset that adds the rest.
    @Test func withoutSquadSeasonStatsTheTopListsGiveTheSquadSeason() throws {
        let arsenal = try SyntheticSeason.workbook().sheet("Arsenal")
        #expect(arsenal.captions.map(\.text).contains(TeamSheetBuilder.squadSeasonFromTopLists))
        let table = try arsenal.table(TeamSheetBuilder.squadSeasonID)
        #expect(table.columns.map(\.key).contains("starts") == false)
        #expect(table.column("player_name").count == table.rows.count && !table.rows.isEmpty)
        #expect(table.columns.map(\.key).prefix(4) == ["appearances", "player_name", "minutes", "goals"])
    }

    @Test func withoutPlayerMatchStatsEveryoneMeansNobody() {
        let book = SyntheticSeason.workbook(SyntheticSeason.tables(without: .playerMatchStats))
        #expect(!book.sheetNames.contains("Player Stats"))
        #expect(book.sheetNames.count == 1 + 1 + 6 + 4)
    }

    @Test func withoutSquadsHeadToHeadOrCoachesTheirBlocksAndEntriesGo() throws {
        let book = SyntheticSeason.workbook(SyntheticSeason.tables(without: .squads, .headToHead, .coaches))
        let arsenal = try book.sheet("Arsenal")
        #expect(
            arsenal.tableBlocks.map(\.id) == [TeamSheetBuilder.fixturesID, TeamSheetBuilder.squadSeasonID, TeamSheetBuilder.matchStatsID])
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
