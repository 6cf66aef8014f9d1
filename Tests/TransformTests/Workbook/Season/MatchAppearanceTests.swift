import Tabular
import Testing

@testable import Transform

/// Which `player_match_stats` rows are matches played, judged against FACTS.md's real unused
/// substitute (minutes null, rating null, goals conceded 0, cards 0, everything else null) and
/// the demo's (`nulls: zero`: minutes 0 and every count 0).
@Suite struct MatchAppearanceTests {
    private let columns = [
        Column("fixture_id", .integer), Column("season", .integer), Column("player_id", .integer), Column("number", .integer),
        Column("minutes", .integer), Column("rating", .decimal), Column("goals", .integer), Column("goals_conceded", .integer),
        Column("yellow_cards", .integer)
    ]

    private func played(_ minutes: Int?, rating: Double? = nil, goals: Int? = nil, conceded: Int? = 0, cards: Int? = 0) -> Bool {
        let row: [CellValue] = [
            .integer(1), .integer(2023), .integer(7), .integer(23), .int(minutes), rating.map(CellValue.decimal) ?? .null,
            .int(goals), .int(conceded), .int(cards)
        ]
        let source = Table(name: "player_match_stats", columns: columns, key: [], rows: [row])
        let table = RecordTable(source, reading: [PlayerMatchStatsColumn.minutes])
        return MatchAppearance(table).played(table.records[0])
    }

    @Test func minutesAboveZeroArePlayed() {
        #expect(played(12))
        #expect(!played(0, goals: 0)) // the demo's unused substitute under nulls: zero
        #expect(!played(0, rating: 7.1)) // minutes say so, when there are minutes
    }

    @Test func withoutMinutesARatingOrACountedStatisticIsPlayed() {
        #expect(!played(nil)) // the API's unused substitute: conceded 0, cards 0, the rest null
        #expect(played(nil, rating: 6.5))
        #expect(played(nil, goals: 1))
        #expect(played(nil, cards: 1))
    }

    @Test func thePlayerSheetCountsTheBenchInItsCaption() {
        let caption = PlayerSheetBuilder.matchesCaption(played: 32, unused: 1)
        #expect(caption == "Matches: 32 played; 1 more as an unused substitute, not listed")
        #expect(PlayerSheetBuilder.matchesCaption(played: 6, unused: 0) == "Matches: 6 played")
    }
}
