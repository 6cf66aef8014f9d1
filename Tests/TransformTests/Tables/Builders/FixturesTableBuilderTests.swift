import APIModel
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct FixturesTableBuilderTests {
    private func fixtures(_ data: ExtractedData, timezone: String? = "Europe/London") throws -> (Table, [TransformWarning]) {
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec(timezone: timezone))
        return (try #require(output.table(.fixtures)), output.warnings)
    }

    @Test func seoulOffsetGivesUTCAndLondonLocalTime() throws {
        let fulham = try SampleResponse.fixture(SampleRun.manUnitedFulham)
        #expect(fulham.date == "2024-08-17T04:00:00+09:00")
        var data = ExtractedData()
        data.fixtureDetails[fulham.id] = fulham
        let (table, _) = try fixtures(data)
        // 04:00 in Seoul is 19:00 UTC the day before, 20:00 in London (BST).
        #expect(table.cell(0, "kickoff_utc") == .timestamp(1_723_834_800))
        #expect(KickoffTime(iso: try #require(fulham.date))?.unixSeconds == 1_723_834_800)
        #expect(table.cell(0, "kickoff_local") == .text("2024-08-16T20:00:00+01:00"))
        #expect(table.cell(0, "winner") == .text("home"))
        #expect(table.cell(0, "events_score") == .text("1-0"))
        #expect(table.cell(0, "score_check") == .text("ok"))
    }

    @Test func kickoffLocalOnlyWithATimezone() throws {
        var data = ExtractedData()
        try SampleRun.addFixtures(to: &data)
        let (withoutZone, _) = try fixtures(data, timezone: nil)
        #expect(!withoutZone.columnNames.contains("kickoff_local"))
        #expect(withoutZone.columns.count == 34)

        let (unknownZone, warnings) = try fixtures(data, timezone: "Mars/Olympus")
        #expect(unknownZone.values(of: "kickoff_local") == [.null, .null])
        #expect(warnings.map(\.code) == [.unknownPlayerID, .unknownTimezone])
    }

    @Test func roundsAreParsedOrderedAndMarkedCurrent() throws {
        var data = ExtractedData()
        try SampleRun.addFixtures(to: &data)
        let (table, _) = try fixtures(data)
        #expect(table.values(of: "fixture_id") == [.integer(1_208_021), .integer(1_208_140)])
        #expect(table.values(of: "round_stage") == [.text("Regular Season"), .text("Regular Season")])
        #expect(table.values(of: "round_number") == [.integer(1), .integer(12)])
        #expect(table.values(of: "round_order") == [.integer(1), .integer(2)])
        #expect(table.values(of: "is_current_round") == [.boolean(false), .boolean(true)])

        data.seasons[SampleRun.premierLeague2024]?.currentRounds = nil
        #expect(try fixtures(data).0.values(of: "is_current_round") == [.null, .null])
    }

    @Test func listAndDetailsJoinOnIdPreferringTheDetailedObject() throws {
        var data = ExtractedData()
        try SampleRun.addFixtures(to: &data)
        data.fixtureDetails[1_208_021] = nil
        let tottenham = try SampleResponse.fixture(SampleRun.manCityTottenham)
        // A fixture only in the details (another league-season) still gets its row.
        let other = try SampleResponse.list(SampleRun.manUnitedFulham, of: Fixture.self) { json in
            json.edit(["response", 0, "fixture", "id"]) { $0 = .int(9_000_001) }
            json.edit(["response", 0, "league", "id"]) { $0 = .int(40) }
        }[0]
        data.fixtureDetails[other.id] = other
        let (table, _) = try fixtures(data)
        #expect(table.values(of: "fixture_id") == [.integer(1_208_021), .integer(9_000_001), .integer(1_208_140)])
        #expect(table.values(of: "events_score") == [.null, .text("1-0"), .text("0-4")])
        #expect(table.values(of: "round_order") == [.integer(1), .integer(1), .integer(2)])
        #expect(table.values(of: "is_current_round") == [.boolean(false), .null, .boolean(true)])
        #expect(tottenham.events?.count == 17)
    }

    @Test func aScoreTheEventsDoNotReachIsReportedNotFixed() throws {
        let edited = try SampleResponse.list(SampleRun.manCityTottenham, of: Fixture.self) { json in
            json.edit(["response", 0, "goals", "away"]) { $0 = .int(3) }
        }[0]
        var data = ExtractedData()
        data.fixtureDetails[edited.id] = edited
        let (table, warnings) = try fixtures(data)
        #expect(table.cell(0, "away_goals") == .integer(3))
        #expect(table.cell(0, "events_score") == .text("0-4"))
        #expect(table.cell(0, "score_check") == .text("events_mismatch"))
        #expect(warnings.map(\.code) == [.scoreMismatch, .unknownPlayerID])
        #expect(warnings.first?.fixtureID == 1_208_140)
        #expect(warnings.first?.message == "fixture 1208140 (Manchester City v Tottenham): its events add up to 0-4, its score is 0-3")
    }

    @Test func noWinnerBeforeTheEnd() throws {
        let live = try SampleResponse.list(SampleRun.manCityTottenham, of: Fixture.self) { json in
            json.edit(["response", 0, "fixture", "status", "short"]) { $0 = .string("2H") }
        }[0]
        var data = ExtractedData()
        data.fixtureDetails[live.id] = live
        #expect(live.teams.away.winner == true)
        #expect(try fixtures(data).0.cell(0, "winner") == .null)
    }
}
