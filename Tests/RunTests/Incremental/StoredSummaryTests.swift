import Tabular
import Testing
import Transform

@testable import Load
@testable import Run

/// A reused league-season's totals come from its stored summary, so the summary must read back
/// as it was worked out. (What CSV loses is counted by the file sink from the tables handed to
/// it, a reused league-season's too, so the summary keeps no count of it.)
@Suite struct StoredSummaryTests {
    private static let output = TransformOutput(
        tables: [
            Table(
                name: "fixtures",
                columns: [
                    Column("fixture_id", .integer), Column("status", .text), Column("home_goals", .integer), Column("away_goals", .integer)
                ],
                key: ["fixture_id"],
                rows: [[.integer(7), .text("FT"), .integer(2), .integer(1)], [.integer(8), .text("NS"), .null, .null]]),
            Table(
                name: "events", columns: [Column("fixture_id", .integer), Column("detail", .text)], key: [],
                rows: [[.integer(7), .text("Goal\u{7}")], [.integer(7), .text("Card")]])
        ], warnings: [])

    @Test func aStoredSummaryReadsBackAsWorkedOut() throws {
        let summary = LeagueSeasonSummary(Self.output)
        #expect(summary.fixtureStates.map(\.id) == [7, 8])
        #expect(summary.fixtureStates[0].eventsSHA256 != nil && summary.fixtureStates[1].eventsSHA256 == nil)
        let bytes = StoredLeagueSeason.encodeResult(
            Self.output, summary: summary, answered: [], answeredDigest: "d", warnings: [], skips: [])
        let stored = try StoredLeagueSeason(decoding: bytes + StoredLeagueSeason.encodeWorkbook(nil))
        #expect(stored.summary == summary)
        #expect(stored.output == Self.output)
    }
}
