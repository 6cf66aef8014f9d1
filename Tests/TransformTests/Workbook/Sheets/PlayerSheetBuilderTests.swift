import CivilTime
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct PlayerSheetBuilderTests {
    let book = SyntheticSeason.workbook()

    @Test func perMatchRowsAreThePlayersMatchStatisticsOfTheSeason() throws {
        let source = SyntheticSeason.playerMatchStats()
        let position = { (name: String) in source.columnIndex(name)! }
        let seasonFixtures = Set((1001...1012).map(CellValue.integer))
        let expected = source.rows.filter { row in
            row[position("player_id")] == .integer(4201) && seasonFixtures.contains(row[position("fixture_id")])
        }
        let matches = try book.sheet("João Silva (4201)").table(PlayerSheetBuilder.matchesID)
        #expect(matches.rows.count == expected.count && expected.count == 6)
        #expect(matches.column("fixture_id") == expected.map { $0[position("fixture_id")] })
        let shared = matches.columns.map(\.key).filter { source.columnIndex($0) != nil && $0 != "side" }
        // A column with one value in all his matches moves to the summary (issue 35), but the leading figures.
        let placed: Set<String> = ["fixture_id", "team_id", "side", "player_id", "player_name", "league_id", "season"]
        let constant = source.columns.map(\.name).filter { name in
            !placed.contains(name) && !PlayerSheetBuilder.matchesLeading.contains(name)
                && expected.allSatisfy { $0[position(name)] == expected[0][position(name)] }
        }
        #expect(!constant.isEmpty && Set(shared).isDisjoint(with: constant))
        #expect(shared.count + constant.count == source.columns.count - 4)
        for header in shared {
            #expect(matches.column(header) == expected.map { $0[position(header)] }, "column \(header)")
        }
        #expect(
            matches.column("opponent")
                == ["Manchester City", "Manchester United", "Liverpool", "Manchester City", "Manchester United", "Liverpool"].map(
                    CellValue.text))
        #expect(matches.column("side") == expected.map { $0[position("side")] })
        // What a reader looks for leads; the round name and the fixture id trail.
        let keys = matches.columns.map(\.key)
        #expect(Array(keys.prefix(8)) == ["round_order", "kickoff", "opponent", "side", "minutes", "rating", "goals", "assists"])
        #expect(Array(keys.suffix(2)) == ["round", "fixture_id"])
    }

    @Test func theProfileComesFromThePlayersRowOfTheSeason() throws {
        let silva = try book.sheet("João Silva (4201)")
        #expect(
            silva.keyValues.prefix(9).map(\.label) == [
                "Name", "Player ID", "Age", "Birth date", "Nationality", "Height (cm)", "Weight (kg)", "Position", "Team"
            ])
        #expect(silva.value("Player ID") == .integer(4201))
        #expect(silva.value("Birth date") == .date(CalendarDate(year: 1995, month: 3, day: 1)))
        #expect(silva.value("Nationality") == .text("Portugal"))
        #expect(silva.value("Height (cm)") == .integer(178))
        #expect(silva.value("Position") == .text("Midfielder"))
        #expect(silva.value("Team") == .text("Arsenal"))
        #expect(try book.sheet("João Silva (5003)").value("Nationality") == .text("Brazil"))
    }

    @Test func withoutAPlayersRowTheProfileFallsBackToTheSquad() throws {
        let saka = try book.sheet("B. Saka")
        #expect(saka.value("Age") == .integer(21))
        #expect(saka.value("Position") == .text("F"))
        #expect(saka.value("Team") == .text("Arsenal"))
        #expect(saka.value("Birth date") == nil)
        #expect(saka.tableBlocks.map(\.id) == [PlayerSheetBuilder.matchesID])
    }

    @Test func seasonsAndTransfersListThePlayersRowsOfEverySeason() throws {
        let silva = try book.sheet("João Silva (4201)")
        let seasons = try silva.table(PlayerSheetBuilder.seasonsID)
        #expect(seasons.column("season") == [.integer(2023), .integer(2022)])
        #expect(seasons.column("team_name") == [.text("Arsenal"), .text("Benfica")])
        #expect(seasons.columns.first?.key == "season")
        let transfers = try silva.table(PlayerSheetBuilder.transfersID)
        #expect(transfers.column("team_in_name") == [.text("Benfica"), .text("Arsenal")])
        #expect(transfers.columns.map(\.key) == ["date", "team_out_name", "team_in_name", "type", "team_out_id", "team_in_id"])
        let keys = seasons.columns.map(\.key)
        #expect(Array(keys.prefix(3)) == ["season", "team_name", "league_name"] && Array(keys.suffix(2)) == ["team_id", "league_id"])
    }

    @Test func duplicateDisplayNamesGetDistinctSheetNamesAndTheIndexShowsTheName() throws {
        let silvas = book.sheetNames.filter { $0.hasPrefix("João Silva") }
        #expect(silvas == ["João Silva (4201)", "João Silva (5003)"])
        let entries = try book.sheet("Index").linkLists.flatMap(\.entries)
        #expect(entries.first { $0.link.targetSheet == "João Silva (5003)" }?.description == "João Silva — Manchester City, Midfielder")
    }

    @Test func topSheetsAreTheTopListsPlusEachTeamsThreeMostUsed() {
        let book = SyntheticSeason.workbook(playerSheets: .top)
        let players = Array(book.sheetNames.dropFirst(13))
        // E. Nketiah plays 15 minutes a match but tops the assists list.
        #expect(
            players == [
                "Alisson", "M. Salah", book.sheetNames.first { $0.hasPrefix("Trent") }!,
                "B. Saka", "D. Raya", "E. Nketiah", "João Silva (4201)",
                "E. Haaland", "João Silva (5003)", "K. De Bruyne",
                "A. Onana", "B. Fernandes", "M. Rashford"
            ])
    }

    @Test func noPlayerSheetsWhenNoneAreAsked() throws {
        let book = SyntheticSeason.workbook(playerSheets: .none)
        #expect(book.sheetNames.count == 13)
        #expect(try book.sheet("Index").captions.map(\.text).contains("Players") == false)
    }
}
