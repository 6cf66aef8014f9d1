import Tabular
import Testing

@testable import Transform

/// The workbook reads output tables through the `ColumnName` constants their layouts declare;
/// a table without a column it reads is refused, named, instead of reading as null.
@Suite struct RecordTableColumnsTests {
    private let table = Table(
        name: "standings", columns: [Column("team_id", .integer), Column("rank", .integer)], key: ["team_id"],
        rows: [[.integer(50), .integer(1)]]
    )

    @Test func requireNamesTheTableAndEveryMissingColumn() {
        let records = RecordTable(table)
        #expect(throws: TransformError.missingColumns(table: "standings", columns: ["points", "team_name"])) {
            try records.require([SharedColumn.teamID, StandingsColumn.points, StandingsColumn.rank, SharedColumn.teamName])
        }
        #expect(
            TransformError.missingColumns(table: "standings", columns: ["points"]).description
                == "table standings has no column points; its readers and its layout disagree")
    }

    @Test func requireAcceptsATableWithEveryColumnAndReadsThem() throws {
        let records = RecordTable(table)
        try records.require([SharedColumn.teamID, StandingsColumn.rank])
        #expect(records.records.first?.int(StandingsColumn.rank) == 1)
        #expect(records.records.first?.int(SharedColumn.teamID) == 50)
    }

    @Test func statisticColumnsAreReadIfPresentOnly() {
        let stats = RecordTable(
            Table(
                name: "team_match_stats", columns: [Column("team_id", .integer), Column("expected_goals", .decimal)], key: ["team_id"],
                rows: [[.integer(50), .decimal(1.5)]]
            ))
        let record = stats.records[0]
        #expect(record.number(ifPresent: StatisticColumn.expectedGoals) == 1.5)
        #expect(record.number(ifPresent: StatisticColumn.ballPossession) == nil)
        #expect(record.int(ifPresent: StatisticColumn.totalShots) == nil)
    }

    /// A table taken with the columns its reader requires can be read by those columns only:
    /// the required list and the reads are one list.
    @Test func aColumnReadWithoutBeingRequiredStopsTheRun() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let table = Table(
                name: "standings", columns: [Column("team_id", .integer), Column("rank", .integer)], key: ["team_id"],
                rows: [[.integer(50), .integer(1)]]
            )
            _ = RecordTable(table, reading: [SharedColumn.teamID]).records[0].int(StandingsColumn.rank)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("reads column rank of table standings without requiring it"), "\(message)")
        let taken = RecordTable(table, reading: [SharedColumn.teamID])
        #expect(taken.records[0].int(SharedColumn.teamID) == 50)
        #expect(
            TransformError.undeclaredRead(table: "standings", column: "rank").description
                == "the workbook reads column rank of table standings without requiring it; add it to SeasonTables.columnsRead")
    }

    /// Building the whole sample workbook (every table, every team and player sheet) reads only
    /// columns in `SeasonTables.columnsRead`; run in a child process, so an undeclared read
    /// fails this test rather than stopping the suite.
    @Test func theWholeWorkbookReadsOnlyTheColumnsItRequires() async {
        await #expect(processExitsWith: .success) {
            _ = SyntheticSeason.workbook()
        }
    }

    /// A table without a column its reader requires stops the run, naming both.
    @Test func takingATableWithoutARequiredColumnStopsTheRun() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var tables = SyntheticSeason.tables()
            let standings = tables[TableName.standings.rawValue]!
            tables.remove(named: standings.name)
            tables.insert(
                Table(name: standings.name, columns: standings.columns.filter { $0.name != "points" }, key: standings.key, rows: []))
            _ = SeasonTables(tables, leagueID: SyntheticSeason.leagueID, season: SyntheticSeason.season)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("table standings has no column points"), "\(message)")
    }

    /// Every column the workbook reads is one its table's layout declares, so taking the real
    /// tables never trips `require`.
    @Test func everyColumnTheWorkbookReadsIsDeclaredByItsTable() {
        for (name, read) in SeasonTables.columnsRead {
            let entry = TableCatalog.all.first { $0.name == name }
            #expect(entry != nil, "\(name.rawValue) is not in the catalog")
            let declared = Set(entry?.columns().map(\.name) ?? [])
            let missing = read.map(\.rawValue).filter { !declared.contains($0) }
            #expect(missing.isEmpty, "the workbook reads \(missing) from \(name.rawValue), which does not declare them")
        }
        let statistics = Set(KnownStatistic.all.map(\.column))
        for column in [
            StatisticColumn.shotsOnGoal, StatisticColumn.totalShots, StatisticColumn.ballPossession, StatisticColumn.expectedGoals
        ] {
            #expect(statistics.contains(column.rawValue), "\(column) is no known statistic")
        }
    }
}
