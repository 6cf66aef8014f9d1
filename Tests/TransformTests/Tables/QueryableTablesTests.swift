import APIModel
import Foundation
import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// Tables an analyst queries as they come: no column needs quoting, per-fixture rows carry their
/// league and season, `side` always means home/away, minute buckets sort as numbers.
@Suite struct QueryableTablesTests {
    private static let transform = TransformSpec(timezone: "Europe/London", nulls: .zero)

    /// The words each database refuses as a bare column name, as the databases themselves list
    /// them (`sqlite3_keyword_name`, DuckDB's `duckdb_keywords()`, PostgreSQL's
    /// `pg_get_keywords()`); each file's header names its source and version.
    static func reservedWords(_ database: String) throws -> Set<String> {
        let url = TransformFixtures.url("reserved-words/\(database).txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        return Set(lines.filter { !$0.hasPrefix("#") }.map { $0.lowercased() })
    }

    /// Every column a run can write: the catalog's declared ones and the sample run's (with the
    /// statistic columns its data brings).
    static func everyColumn() throws -> [(table: String, column: String)] {
        let declared = TableCatalog.all.flatMap { entry in entry.columns().map { (entry.name.rawValue, $0.name) } }
        let built = OutputTablesBuilder.build(from: try SampleRun.data(), transform: transform).tables
            .flatMap { table in table.columns.map { (table.name, $0.name) } }
        return declared + built
    }

    @Test(arguments: ["sqlite", "duckdb", "postgresql"])
    func noColumnNameIsReservedIn(database: String) throws {
        let reserved = try Self.reservedWords(database)
        #expect(reserved.count > 70, "the \(database) list looks truncated")
        #expect(reserved.contains("group") && reserved.contains("end"))
        for (table, column) in try Self.everyColumn() where reserved.contains(column) {
            Issue.record("\(table).\(column) is a reserved word in \(database)")
        }
    }

    @Test func everyPerFixtureTableCarriesLeagueAndSeasonAfterTheFixture() throws {
        let output = OutputTablesBuilder.build(from: try SampleRun.data(), transform: Self.transform)
        var perFixture: [String] = []
        for table in output.tables {
            guard let fixture = table.columnIndex(SharedColumn.fixtureID.rawValue) else { continue }
            perFixture.append(table.name)
            let following = table.columns.dropFirst(fixture + 1).prefix(2).map(\.name)
            #expect(following == ["league_id", "season"], "\(table.name): \(following) after fixture_id")
        }
        #expect(
            Set(perFixture).isSuperset(of: [
                "events", "lineups", "team_match_stats", "player_match_stats", "team_match_stats_halves", "prediction_comparison"
            ]))
        // The sample fixtures are Premier League matches: every per-match row names the league.
        for name in [TableName.events, .lineups, .teamMatchStats, .playerMatchStats] {
            let table = try #require(output.table(name))
            #expect(!table.rows.isEmpty)
            #expect(Set(table.values(of: "league_id")) == [.integer(39)], "\(name)")
            #expect(!table.values(of: "season").contains(.null), "\(name)")
        }
    }

    @Test func sideMeansHomeOrAwayInEveryTable() throws {
        let output = OutputTablesBuilder.build(from: try SampleRun.data(), transform: Self.transform)
        var checked = 0
        for table in output.tables where table.columnIndex("side") != nil {
            checked += 1
            let values = Set(table.values(of: "side"))
            #expect(values.isSubset(of: [.text("home"), .text("away"), .null]), "\(table.name).side holds \(values)")
        }
        #expect(checked >= 4)
        let goals = try #require(output.table(.teamGoalsByMinute))
        #expect(Set(goals.values(of: "for_against")) == [.text("for"), .text("against")])
    }

    @Test func minuteBucketsHaveNumericBoundsAndCountsFollowTheNullPolicy() throws {
        let zero = try #require(OutputTablesBuilder.build(from: try SampleRun.data(), transform: Self.transform).table(.teamGoalsByMinute))
        let buckets = zip(zero.values(of: "minutes"), zip(zero.values(of: "minute_from"), zero.values(of: "minute_to")))
        #expect(buckets.contains { $0.0 == .text("106-120") && $0.1.0 == .integer(106) && $0.1.1 == .integer(120) })
        #expect(buckets.contains { $0.0 == .text("0-15") && $0.1.0 == .integer(0) && $0.1.1 == .integer(15) })
        #expect(zero.columns.first { $0.name == "minute_from" }?.type == .integer)
        // The sample's empty buckets: null total in the API, 0 under `nulls: zero`, empty under `nulls: empty`.
        let empty = try #require(
            OutputTablesBuilder.build(from: try SampleRun.data(), transform: TransformSpec(timezone: "Europe/London", nulls: .empty)).table(
                .teamGoalsByMinute))
        #expect(empty.values(of: "total").contains(.null))
        #expect(!zero.values(of: "total").contains(.null))
        #expect(zero.values(of: "total").count == empty.values(of: "total").count)
    }
}
