import PipelineSpec
import Tabular

/// The table files of a run (CSV, NDJSON, Parquet) as a `TableSink`: when the run finishes,
/// the files are staged in the run's transaction from the run's tables (`SpooledTableFiles`),
/// which check mode compares and discards. As tables are handed over, it counts the texts its
/// CSV files lose characters of, the warnings its finish gives.
final class FileTableSink: TableSink {
    private let load: LoadSpec
    private let shard: ShardFiles
    private let transaction: OutputTransaction
    private let timings: any LoadTimings
    private var lostCharacters = CSVCharacterCounts()

    /// A sink staging into `transaction`; `timings` times each format's files.
    init(load: LoadSpec, shard: ShardFiles, transaction: OutputTransaction, timings: any LoadTimings) {
        self.load = load
        self.shard = shard
        self.transaction = transaction
        self.timings = timings
    }

    func receiveShared(_ tables: [Table]) throws {
        if load.csv != nil { lostCharacters.countShared(tables) }
    }

    func receive(_ tables: LeagueSeasonTables) throws {
        if load.csv != nil { lostCharacters.count(tables.tables) }
    }

    /// Stages the files; returns the CSV files' warnings.
    func finish(_ run: SinkRun) async throws -> SinkOutcome {
        let files = SpooledTableFiles(
            load: load, shard: shard, leagueSeasons: run.leagueSeasons,
            partitions: TablePartitions(keys: load.partitionBy, leagueSeasons: run.leagueSeasons, tables: []), tables: run.tables)
        try files.stage(into: transaction, timings: timings)
        return .staged(warnings: load.csv == nil ? [] : lostCharacters.warnings(headers: run.tables.headers))
    }
}
