import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct TeamSheetBuilderTests {
    let book = SyntheticSeason.workbook()

    @Test func theHeaderNamesTheTeamItsHomeVenueAndTheCoachInCharge() throws {
        let arsenal = try book.sheet("Arsenal")
        #expect(arsenal.captions.first?.text == "Arsenal")
        #expect(
            arsenal.keyValues.prefix(10).map(\.label) == [
                "Team", "Team ID", "Rank", "Points", "W-D-L", "Goal difference", "Form (oldest → newest)", "Venue", "City", "Coach"
            ])
        #expect(arsenal.value("Team ID") == .integer(42))
        // The standing opens the header: the API's form LDWLW is newest first; the header reads oldest to newest.
        #expect(arsenal.value("Points") == .integer(10))
        #expect(arsenal.value("Form (oldest → newest)") == .text("W L W D L"))
        #expect(arsenal.value("Venue") == .text("Emirates Stadium"))
        #expect(arsenal.value("City") == .text("London"))
        #expect(arsenal.value("Coach") == .text("M. Arteta"))
        #expect(try book.sheet("Liverpool").value("Coach") == nil)
    }

    @Test func fixturesAreInRoundOrderWithResultsAndCumulativePoints() throws {
        // Arsenal–Liverpool of round 3 was played after round 5; it stays third.
        let fixtures = try book.sheet("Arsenal").table(TeamSheetBuilder.fixturesID)
        #expect(fixtures.column("round_order") == (1...6).map(CellValue.integer))
        #expect(
            fixtures.column("opponent")
                == ["Manchester City", "Manchester United", "Liverpool", "Manchester City", "Manchester United", "Liverpool"].map(
                    CellValue.text))
        #expect(fixtures.column("side") == ["home", "away", "home", "away", "home", "away"].map(CellValue.text))
        #expect(fixtures.column("score") == ["2-1", "2-1", "1-1", "0-1", "4-0", "0-1"].map(CellValue.text))
        #expect(fixtures.column("result") == ["W", "W", "D", "L", "W", "L"].map(CellValue.text))
        #expect(fixtures.column("points") == [3, 3, 1, 0, 3, 0].map(CellValue.integer))
        #expect(fixtures.column("cumulative_points") == [3, 6, 7, 7, 10, 10].map(CellValue.integer))
        #expect(fixtures.column("kickoff")[2] == .timestamp(SyntheticSeason.matches[4].kickoff))
        #expect(fixtures.columns.first { $0.key == "kickoff" }?.type == .timestamp)
    }

    @Test func theMatchColumnsAReaderLooksForLeadAndTheRoundNameAndIdTrail() throws {
        // Printed across at full size, the first page holds the leftmost columns: the result,
        // score and points belong there, the long round name and the fixture id do not.
        let arsenal = try book.sheet("Arsenal")
        #expect(
            try arsenal.table(TeamSheetBuilder.fixturesID).columns.map(\.key) == [
                "round_order", "kickoff", "opponent", "side", "score", "result", "points", "cumulative_points",
                "goals_for", "goals_against", "status", "round", "fixture_id"
            ])
        let stats = try arsenal.table(TeamSheetBuilder.matchStatsID).columns.map(\.key)
        #expect(
            Array(stats.prefix(4)) == ["round_order", "kickoff", "opponent", "side"] && Array(stats.suffix(2)) == ["round", "fixture_id"])
        #expect(arsenal.freezePanes == .belowFirstTableHeader(columns: 3))
    }

    @Test func everyTeamsFinalCumulativePointsEqualItsStandingsPoints() throws {
        for club in SyntheticSeason.clubs {
            let fixtures = try book.sheet(club.name).table(TeamSheetBuilder.fixturesID)
            #expect(fixtures.column("cumulative_points").last == .integer(SyntheticSeason.standingsPoints[club.id]!), "\(club.name)")
            #expect(fixtures.rows.count == 6)
        }
    }

    @Test func theChartPlotsCumulativePointsByRoundFromTheFixturesBlockBelowIt() throws {
        let sheet = try book.sheet("Manchester City")
        let chart = try #require(sheet.charts.first)
        #expect(sheet.charts.count == 1)
        #expect(chart.tableID == TeamSheetBuilder.fixturesID)
        #expect(chart.categoryColumn == "round_order")
        #expect(chart.valueColumns == ["cumulative_points"])
        let tablePosition = try #require(sheet.blocks.firstIndex { if case .table(let t) = $0 { t.id == chart.tableID } else { false } })
        let chartPosition = try #require(sheet.blocks.firstIndex { if case .lineChart = $0 { true } else { false } })
        #expect(tablePosition < chartPosition)
        #expect(sheet.freezePanes == .belowFirstTableHeader(columns: FixtureContext.frozenColumns))
        #expect(sheet.tableBlocks.first?.id == TeamSheetBuilder.fixturesID)
    }

    @Test func matchStatisticsFollowTheFixturesAndKeepUnknownStatistics() throws {
        let stats = try book.sheet("Arsenal").table(TeamSheetBuilder.matchStatsID)
        #expect(stats.column("fixture_id") == [1001, 1004, 1005, 1007, 1010, 1011].map(CellValue.integer))
        #expect(stats.column("opponent").first == .text("Manchester City"))
        #expect(stats.column("expected_goals") == [2.15, 2.15, 1.25, 0.35, 3.95, 0.35].map(CellValue.decimal))
        #expect(stats.column("big_chances") == [3, 3, 2, 1, 5, 1].map(CellValue.integer))
        #expect(stats.columnIndex("team_id") == nil)
    }

    @Test func theSquadAndSeasonTotalsComeFromTheTeamsOwnRows() throws {
        let arsenal = try book.sheet("Arsenal")
        let squad = try arsenal.table(TeamSheetBuilder.squadID)
        #expect(squad.column("player_id") == [4201, 4202, 4203, 4204, 4299].map(CellValue.integer))
        #expect(squad.columns.map(\.key) == ["number", "player_name", "position", "age", "player_id"])
        #expect(arsenal.value("Played") == .integer(6))
        #expect([arsenal.value("Won"), arsenal.value("Drawn"), arsenal.value("Lost")] == [.integer(3), .integer(1), .integer(2)])
        #expect([arsenal.value("Goals for"), arsenal.value("Goals against")] == [.integer(9), .integer(5)])
        #expect(arsenal.value("Points") == .integer(10))
        #expect(arsenal.value("Average possession") == .decimal(0.5))
        #expect(arsenal.value("Shots") == .integer(66))
        #expect(arsenal.value("Expected goals (xG)") == .decimal(10.2))
    }

    @Test func headToHeadCountsFinishedMatchesPerOpponentInStandingsOrder() throws {
        let record = try book.sheet("Arsenal").table(TeamSheetBuilder.headToHeadID)
        #expect(record.columns.map(\.key) == ["played", "opponent", "won", "drawn", "lost", "goals_for", "goals_against", "opponent_id"])
        #expect(
            record.rows == [
                [.integer(3), .text("Liverpool"), .integer(1), .integer(1), .integer(1), .integer(4), .integer(4), .integer(40)],
                [.integer(1), .text("Manchester United"), .integer(1), .integer(0), .integer(0), .integer(2), .integer(1), .integer(33)]
            ])
        #expect(try book.sheet("Manchester City").tableBlocks.contains { $0.id == TeamSheetBuilder.headToHeadID } == false)
    }

    @Test func withoutStandingsTeamsComeByName() {
        let book = SyntheticSeason.workbook(SyntheticSeason.tables(without: .standings), playerSheets: .none)
        #expect(Array(book.sheetNames.dropFirst(8)) == ["Arsenal", "Liverpool", "Manchester City", "Manchester United"])
    }
}
