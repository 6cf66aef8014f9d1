import Load
import Tabular
import Testing
import Transform
@testable import Run

/// A reused league-season's totals come from its stored summary, so the summary must read back
/// as it was worked out, and a summary stored by a run without CSV must still count what CSV
/// loses once a later run writes CSV.
@Suite struct StoredSummaryTests {
    private static let output = TransformOutput(tables: [
        Table(
            name: "fixtures", columns: [Column("fixture_id", .integer), Column("status", .text), Column("home_goals", .integer), Column("away_goals", .integer)],
            key: ["fixture_id"], rows: [[.integer(7), .text("FT"), .integer(2), .integer(1)], [.integer(8), .text("NS"), .null, .null]]),
        Table(
            name: "events", columns: [Column("fixture_id", .integer), Column("detail", .text)], key: [],
            rows: [[.integer(7), .text("Goal\u{7}")], [.integer(7), .text("Card")]]),
    ], warnings: [])

    @Test func aStoredSummaryReadsBackAsWorkedOut() throws {
        let summary = UnitSummary(Self.output, csv: true)
        #expect(summary.fixtureStates.map(\.id) == [7, 8])
        #expect(summary.fixtureStates[0].eventsSHA256 != nil && summary.fixtureStates[1].eventsSHA256 == nil)
        #expect(summary.forbidden == [ColumnCount(table: "events", column: "detail", count: 1)])
        let bytes = StoredLeagueSeason.encodeResult(Self.output, summary: summary, answered: [], answeredDigest: "d", warnings: [], skips: [])
        let stored = try StoredLeagueSeason(decoding: bytes + StoredLeagueSeason.encodeWorkbook(nil))
        #expect(stored.summary == summary)
        #expect(stored.output == Self.output)
    }

    @Test func aSummaryStoredWithoutCSVCountsForALaterCSVRun() {
        let withoutCSV = UnitSummary(Self.output, csv: false)
        #expect(withoutCSV.forbidden == nil)
        #expect(withoutCSV.forRun(csv: true, of: Self.output) == UnitSummary(Self.output, csv: true))
        #expect(UnitSummary(Self.output, csv: true).forRun(csv: false, of: Self.output) == withoutCSV)
    }
}
