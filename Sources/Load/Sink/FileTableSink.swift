package import PipelineSpec
package import Tabular

/// The table files of a run (CSV, NDJSON, Parquet) as a `TableSink`: each league-season's
/// tables are spooled as they come (`TableSpool`, with which rows its partition keeps), and the
/// files are staged in the run's transaction when it finishes (`SpooledTableFiles`), which
/// check mode compares and discards. The staged files then feed the SQLite database, the keys
/// every database declares (`DeclaredKeys`) and the manifest.
package final class FileTableSink: TableSink {
    private let load: LoadSpec
    private let shard: ShardFiles
    private let catalogOrder: [String]
    private let transaction: OutputTransaction
    private let timings: any LoadTimings
    private let spool: TableSpool
    private var shared: [Table] = []

    /// A sink staging into `transaction`; `catalogOrder` is the table catalog's order of names,
    /// and `timings` times each format's files.
    package init(load: LoadSpec, shard: ShardFiles, catalogOrder: [String], transaction: OutputTransaction, timings: any LoadTimings) throws(LoadError) {
        self.load = load
        self.shard = shard
        self.catalogOrder = catalogOrder
        self.transaction = transaction
        self.timings = timings
        spool = try TableSpool()
    }

    package func receiveShared(_ tables: [Table]) throws {
        shared = tables
    }

    package func receive(_ tables: LeagueSeasonTables) throws {
        let partitions = TablePartitions(keys: load.partitionBy, units: [tables.unit], tables: tables.tables)
        for table in tables.tables {
            try spool.add(table, unit: tables.index, placed: partitions.placed(table, in: tables.unit))
        }
    }

    /// Stages the files; check mode compares them with the transaction's other outputs, so
    /// there is nothing of the sink's own to report.
    package func finish(_ run: SinkRun) throws -> SinkOutcome {
        _ = try stage(run)
        return SinkOutcome()
    }

    /// `finish`, returning the staged files, which the database and the manifest read.
    package func stage(_ run: SinkRun) throws -> SpooledTableFiles {
        let files = SpooledTableFiles(
            load: load, shard: shard, units: run.units,
            partitions: TablePartitions(keys: load.partitionBy, units: run.units, tables: []), spool: spool, shared: shared,
            catalogOrder: catalogOrder)
        try files.stage(into: transaction, timings: timings)
        return files
    }
}
