import Tabular
import Testing

@testable import Transform

/// Issue 32 items 10 and 11 on the built sheets: what a person reads leads, ids and codes trail,
/// words for codes, and the small wrong things (zone brackets, N/A transfer types).
@Suite struct ReadingOrderTests {
    @Test func fixturesLeadWithDateHomeScoreAwayRoundStatusAndEndWithTheScoreCheck() throws {
        let sheet = try SyntheticSeason.workbook().sheet("Fixtures")
        let fixtures = try sheet.table("fixtures")
        let keys = fixtures.columns.map(\.key)
        #expect(Array(keys.prefix(6)) == ["kickoff_utc", "home_team_name", "score", "away_team_name", "round", "status"])
        #expect(keys.last == "score_check")
        #expect(fixtures.columns.last?.kind == .check)
        // Ids, the Current Round flag and the never-filled extra time and penalties trail the columns a person reads.
        let ends = ["is_current_round", "extratime_home", "extratime_away", "penalty_home", "penalty_away", "score_check"]
        #expect(Array(keys.suffix(6)) == ends)
        let ids = keys.dropLast(6).drop { !$0.hasSuffix("_id") }
        #expect(ids.count >= 3 && ids.allSatisfy { $0.hasSuffix("_id") })
        #expect(fixtures.column("score").prefix(3) == [.text("2-1"), .text("0-0"), .text("3-0")])
        #expect(fixtures.column("home_team_name").first == .text("Arsenal"))
        #expect(sheet.freezePanes == .belowFirstTableHeader(columns: 1))
    }

    @Test func aScoreNotYetKnownIsAnEmptyCell() {
        let columns = ["home_goals", "away_goals"].map { TableBlock.Column($0, .integer) }
        let block = TableBlock(id: "fixtures", columns: columns, rows: [[.integer(2), .integer(1)], [.null, .null]])
        #expect(FixturesReading.arranged(block).column("score") == [.text("2-1"), .null])
    }

    @Test func matchListsShowTheMatchBesideTheFixtureIdWordsForCodesAndFreezeTheName() throws {
        let book = SyntheticSeason.workbook()
        let events = try book.sheet("Events")
        let block = try events.table("events")
        #expect(Array(block.columns.map(\.key).prefix(4)) == ["player_name", "fixture_id", "match_date", "match"])
        #expect(block.column("match").first == .text("Arsenal v Manchester City"))
        #expect(block.column("match_date").first == .timestamp(SyntheticSeason.firstKickoff))
        #expect(block.column("kind").first == .text("Goal"))
        #expect(block.columns[try #require(block.columnIndex("kind"))].header == "Event")
        #expect(events.freezePanes == .belowFirstTableHeader(columns: 1))
        #expect(block.columns.map(\.key).suffix(3) == ["type", "detail", "substitution_rule"])

        let players = try book.sheet("Player Stats")
        let stats = try players.table("player_match_stats")
        #expect(Array(stats.columns.map(\.key).prefix(5)) == ["player_name", "fixture_id", "match_date", "match", "team_name"])
        #expect(players.freezePanes == .belowFirstTableHeader(columns: 1)) // the player, not the team
        #expect(Set(stats.column("side")) == [.text("Home"), .text("Away")])
        let teams = try book.sheet("Team Stats").table("team_match_stats")
        #expect(Array(teams.columns.map(\.key).prefix(5)) == ["team_name", "fixture_id", "match_date", "match", "side"])
        #expect(teams.columns.last?.key == "team_id")
    }

    @Test(arguments: [
        ("first_half", "1st half"), ("second_half", "2nd half"), ("extra_time", "Extra time"), ("penalty_shootout", "Shootout")
    ])
    func periodsReadAsWords(code: String, word: String) {
        #expect(HumanValues.period(code) == word)
    }

    @Test func everyEventKindReadsAsWords() {
        #expect(EventKind.allCases.allSatisfy { HumanValues.eventKind($0.rawValue) != nil })
        #expect(HumanValues.eventKind("yellow_card") == "Yellow card")
    }

    @Test func zoneTextLosesItsEmptyBracketsOnlyOnTheSheet() {
        #expect(ZoneText.cleaned("Promotion - Champions League (Group Stage: )") == "Promotion - Champions League (Group Stage)")
        #expect(
            ZoneText.cleaned("Promotion - Europa Conference League (Qualification: )")
                == "Promotion - Europa Conference League (Qualification)")
        #expect(ZoneText.cleaned("Relegation ()") == "Relegation")
        #expect(ZoneText.cleaned("Relegation - Championship") == "Relegation - Championship")
    }

    @Test func aTransferOfTypeNAShowsEmpty() {
        let block = TableBlock(id: "transfers", columns: [TableBlock.Column("type", .text)], rows: [[.text("N/A")], [.text("Loan")]])
        #expect(TransferType.shown(block).column("type") == [.null, .text("Loan")])
    }
}
