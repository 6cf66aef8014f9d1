package import Staging
package import Tabular

/// The SQLite database as a `TableSink`: when the run finishes, a `SQLiteDatabaseBuilder` is
/// filled from the run's tables, chunk by chunk, and decides the keys the rows satisfy, which the
/// data package and every database declare; the database is staged at `path` when the pipeline
/// writes one. Without one, the builder holds only the columns the keys read (the key, the
/// foreign keys, and what other tables' foreign keys refer to), a fraction of the rows' size.
package final class SQLiteSink: TableSink {
    /// Where the database is staged (the shard's name); nil when the pipeline writes none.
    private let path: String?
    private let transaction: OutputTransaction
    private let timings: any LoadTimings

    package init(path: String?, transaction: OutputTransaction, timings: any LoadTimings) {
        self.path = path
        self.transaction = transaction
        self.timings = timings
    }

    /// The tables are read from the run's when it finishes.
    package func receiveShared(_ tables: [Table]) throws {}

    package func receive(_ tables: LeagueSeasonTables) throws {}

    package func finish(_ run: SinkRun) async throws -> SQLiteSinkOutcome {
        let builder: SQLiteDatabaseBuilder
        let keys: [String: DeclaredKeys]
        do {
            builder = try SQLiteDatabaseBuilder()
            try timings.time(.sqlite) { try fill(builder, from: run.tables, keysOnly: path == nil) }
            keys = try builder.declaredKeys()
        } catch let error as LoadError {
            throw error
        } catch {
            // The SQLite library's own errors (a full disk, a temp folder that cannot be written).
            throw LoadError.sqliteScratch(error)
        }
        let database = try timings.time(.sqlite) {
            try path.map { path throws(LoadError) in try transaction.stageDatabase(builder, at: path) }
        }
        return SQLiteSinkOutcome(keys: keys, database: database)
    }

    /// Fills `builder` with every table, piece by piece; with `keysOnly`, each keeps only the
    /// columns its declared keys read.
    private func fill(_ builder: SQLiteDatabaseBuilder, from tables: RunTables, keysOnly: Bool) throws {
        let tables = tables.tables
        let headers = tables.map(\.header)
        let referenced = Dictionary(grouping: headers.flatMap(\.foreignKeys), by: \.table)
            .mapValues { Set($0.flatMap(\.referencedColumns)) }
        for table in tables {
            let header = table.header
            let needed = Set(header.key + header.foreignKeys.flatMap(\.columns)).union(referenced[header.name] ?? [])
            let kept = keysOnly ? header.columns.indices.filter { needed.contains(header.columns[$0].name) } : Array(header.columns.indices)
            func project(_ rows: [[CellValue]]) -> [[CellValue]] {
                keysOnly ? rows.map { row in kept.map { row[$0] } } : rows
            }
            try builder.begin(
                Table(
                    name: header.name, columns: kept.map { header.columns[$0] }, key: header.key, foreignKeys: header.foreignKeys,
                    placement: keysOnly ? .shared : header.placement))
            for piece in table.pieces { try builder.append(project(try piece.rows())) }
        }
    }
}

/// What the SQLite sink's finish gives: the keys the rows satisfy, decided over them (what the
/// data package and every database declare), and the database staged with them when the
/// pipeline writes one.
package struct SQLiteSinkOutcome: Sendable {
    package let keys: [String: DeclaredKeys]
    package let database: SQLiteDatabaseSummary?
}
