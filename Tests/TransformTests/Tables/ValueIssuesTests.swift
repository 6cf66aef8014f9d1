import APIModel
import Catalog
import CivilTime
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// Values a column cannot hold are written empty and counted per column, with the first one as
/// the example; a negative id is kept; a dataset that answered with nothing still has its table.
/// Judged by the built `Table`'s cells and `TransformOutput.issues` (the in-memory tables every
/// writer is handed), against answers parsed by the JSON parser as a run would.
@Suite struct ValueIssuesTests {
    private static func venue(_ json: String) throws -> Venue {
        try Venue(JSONNode(root: try JSONParser.parse(json), source: "venues.json"))
    }

    private static func profile(_ json: String) throws -> PlayerProfileEntry {
        try PlayerProfileEntry(JSONNode(root: try JSONParser.parse(json), source: "players_profiles.json"))
    }

    // Before: capacity -5 was written as -5 with no word; venue id -7 was dropped with its row.
    @Test func aNegativeCapacityIsEmptiedAndCountedAndANegativeIDKept() throws {
        var data = ExtractedData()
        data.answers.add(
            [
                try Self.venue(#"{"id": 10, "name": "Ground", "capacity": -5}"#),
                try Self.venue(#"{"id": 11, "name": "Park", "capacity": 900}"#),
                try Self.venue(#"{"id": -7, "name": "Shed", "capacity": -1}"#)
            ], for: Request(.venues, ["country": "X"]))
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec())
        let venues = try #require(output.table(.venues))
        #expect(venues.values(of: "venue_id") == [.integer(-7), .integer(10), .integer(11)])
        #expect(venues.values(of: "capacity") == [.null, .null, .integer(900)])
        // The example is the first in the table's row order (venue -7 sorts first).
        #expect(
            output.issues.sorted == [
                ValueIssues.Issue(kind: .outOfRange, table: "venues", column: "capacity", count: 2, example: "-1")
            ])
        #expect(
            output.issues.warnings.map(\.description) == [
                "out_of_range_value: venues.capacity: 2 out of range value(s) written empty (first: -1)"
            ])
    }

    // Before: each of these became an empty cell without a count.
    @Test func unreadableProfileTextsAreEmptiedAndCountedPerColumn() throws {
        var data = ExtractedData()
        data.answers.add(
            [
                try Self.profile(#"{"player": {"id": 1, "birth": {"date": "2024-02-30"}, "height": "6'1\"", "weight": "160 lbs"}}"#),
                try Self.profile(#"{"player": {"id": 2, "birth": {"date": "yesterday"}, "height": "180 cm", "weight": "0 kg"}}"#),
                try Self.profile(#"{"player": {"id": 3, "birth": {"date": "1990-05-02"}, "height": "", "weight": null}}"#)
            ], for: Request(.playersProfiles, ["search": "x"]))
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec())
        let profiles = try #require(output.table(.playerProfiles))
        #expect(profiles.values(of: "height_cm") == [.null, .integer(180), .null])
        #expect(profiles.values(of: "birth_date") == [.null, .null, .date(CalendarDate(year: 1990, month: 5, day: 2))])
        #expect(
            output.issues.sorted == [
                ValueIssues.Issue(kind: .unparseable, table: "player_profiles", column: "birth_date", count: 2, example: "2024-02-30"),
                ValueIssues.Issue(kind: .unparseable, table: "player_profiles", column: "height_cm", count: 1, example: "6'1\""),
                ValueIssues.Issue(kind: .outOfRange, table: "player_profiles", column: "weight_kg", count: 1, example: "0 kg"),
                ValueIssues.Issue(kind: .unparseable, table: "player_profiles", column: "weight_kg", count: 1, example: "160 lbs")
            ])
    }

    // Before: appearances -2 was written as -2; now emptied (not zeroed, even under `nulls: zero`).
    @Test func aNegativeCountIsEmptiedAndCounted() throws {
        var data = ExtractedData()
        let entry = try PlayerSeasonEntry(
            JSONNode(
                root: try JSONParser.parse(
                    #"""
                    {"player": {"id": 7, "name": "P"}, "statistics": [
                      {"team": {"id": 5}, "league": {"id": 39, "season": 2023}, "games": {"appearences": -2, "lineups": 3}}]}
                    """#), source: "players.json"))
        data.playerSeasons[PlayerSeasonKey(player: 7, season: 2023)] = [entry]
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec(nulls: .zero))
        let players = try #require(output.table(.players))
        #expect(players.values(of: "appearances") == [.null])
        #expect(players.values(of: "lineups") == [.integer(3)])
        #expect(
            output.issues.sorted == [
                ValueIssues.Issue(kind: .outOfRange, table: "players", column: "appearances", count: 1, example: "-2")
            ])
    }

    @Test func mergingAddsCountsAndKeepsTheEarlierExample() {
        var first = ValueIssues()
        var later = ValueIssues()
        first.note(.unparseable, table: "t", column: "c", example: "a")
        later.note(.unparseable, table: "t", column: "c", example: "b")
        later.note(.outOfRange, table: "t", column: "c", example: "9")
        first.merge(later)
        #expect(first.sorted.map { "\($0.kind.rawValue) \($0.count) \($0.example)" } == ["out_of_range 1 9", "unparseable 2 a"])
    }

    // Before: a squads dataset whose every answer was `[]` left no squads table at all, so the
    // previous run's files were removed.
    @Test func anAnsweredButEmptyDatasetKeepsItsTableWithItsColumns() throws {
        var data = ExtractedData()
        data.answeredTables = ["squads"]
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec())
        let squads = try #require(output.table(.squads))
        #expect(squads.rows.isEmpty)
        #expect(squads.columns.map(\.name) == SquadsTableBuilder.layout.header.map(\.name))
        #expect(output.table(.transfers) == nil, "a dataset that never answered still has no table")
    }
}
