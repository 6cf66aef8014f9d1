package import PipelineSpec
package import Staging
package import Tabular

/// The table files of a run (CSV, NDJSON, Parquet) as a `TableSink`: when the run finishes,
/// the files are staged in the run's transaction from the run's tables (`SpooledTableFiles`),
/// which check mode compares and discards. As tables are handed over, it counts the texts its
/// CSV files lose characters of, the warnings its finish gives.
package final class FileTableSink: TableSink {
    private let load: LoadSpec
    private let shard: ShardFiles
    private let transaction: OutputTransaction
    private let timings: any LoadTimings
    private var lostCharacters = CSVCharacterCounts()

    /// A sink staging into `transaction`; `timings` times each format's files.
    package init(load: LoadSpec, shard: ShardFiles, transaction: OutputTransaction, timings: any LoadTimings) {
        self.load = load
        self.shard = shard
        self.transaction = transaction
        self.timings = timings
    }

    package func receiveShared(_ tables: [Table]) throws {
        if load.csv != nil { lostCharacters.countShared(tables) }
    }

    package func receive(_ tables: LeagueSeasonTables) throws {
        if load.csv != nil { lostCharacters.count(tables.tables) }
    }

    /// Stages the files; returns the CSV files' warnings.
    package func finish(_ run: SinkRun) async throws -> [ManifestWarning] {
        let files = SpooledTableFiles(
            load: load, shard: shard, leagueSeasons: run.leagueSeasons,
            partitions: TablePartitions(keys: load.partitionBy, leagueSeasons: run.leagueSeasons, tables: []), tables: run.tables)
        try files.stage(into: transaction, timings: timings)
        return load.csv == nil ? [] : lostCharacters.warnings(headers: run.tables.headers)
    }
}
