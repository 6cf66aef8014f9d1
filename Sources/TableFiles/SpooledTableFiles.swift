import APIModel
import PipelineSpec
import Staging
import Tabular

/// Stages a run's table files in each table format from `RunTables`: the shared tables from
/// memory, the per-league-season tables from the spool, one chunk at a time, appended to their
/// files. Files come in the order a run lists them: by format, then table (the table catalog's
/// order), then the shared file before the partitions in league-season order.
struct SpooledTableFiles {
    let load: LoadSpec
    let shard: ShardFiles
    /// The run's league-seasons, ascending; a chunk's `leagueSeasonIndex` indexes this list.
    let leagueSeasons: [LeagueSeason]
    let partitions: TablePartitions
    let tables: RunTables

    /// Stages every table file in every format the load spec names a folder for, each format's
    /// files timed by `timings`.
    func stage(into transaction: OutputTransaction, timings: any LoadTimings) throws {
        let tables = tables.tables
        for format in OutputFormat.tableFormats {
            guard let folder = format.tableDirectory(in: load), let writer = format.tableWriter(for: load) else { continue }
            try timings.time(.tableFiles(format)) {
                for table in tables {
                    if table.isShared {
                        try stageShared(table, at: path(folder, "", format.fileName(for: table.header)), writer: writer, into: transaction)
                    } else {
                        try stage(table, folder: folder, format: format, writer: writer, into: transaction)
                    }
                }
            }
        }
    }

    /// One spooled table's files: one, or with partitions the shared rows' file (when any row
    /// is not its league-season's) and then one per partition folder, even an empty one.
    private func stage(
        _ table: RunTable, folder: String, format: OutputFormat, writer: any TableWriter, into transaction: OutputTransaction
    ) throws {
        let name = format.fileName(for: table.header)
        guard !partitions.keys.isEmpty else {
            let at = path(folder, "", name)
            return try stageFile(table.header, table.pieces, rows: { _ in true }, at: at, writer: writer, into: transaction)
        }
        let unplaced = table.pieces.filter { $0.chunk?.placed?.contains(false) == true }
        if !unplaced.isEmpty {
            try stageFile(table.header, unplaced, rows: { !$0 }, at: path(folder, "", name), writer: writer, into: transaction)
        }
        var seen: Set<String> = []
        for leagueSeason in leagueSeasons where seen.insert(partitions.folder(of: leagueSeason)).inserted {
            let sub = partitions.folder(of: leagueSeason)
            let pieces = table.pieces.filter { piece in
                piece.chunk.map { partitions.folder(of: leagueSeasons[$0.leagueSeasonIndex]) == sub } ?? false
            }
            try stageFile(table.header, pieces, rows: { $0 }, at: path(folder, sub, name), writer: writer, into: transaction)
        }
    }

    /// Stages a shared table's file, encoded `sharedRowsAtOnce` rows at a time so its bytes are
    /// never in memory whole.
    private func stageShared(_ table: RunTable, at path: String, writer: any TableWriter, into transaction: OutputTransaction) throws {
        try stageEncoded(table.header, at: path, writer: writer, into: transaction) { (emit: Emit) throws(LoadError) in
            for piece in table.pieces {
                let rows = try piece.rows()
                for start in stride(from: 0, to: rows.count, by: Self.sharedRowsAtOnce) {
                    try emit(Array(rows[start..<min(start + Self.sharedRowsAtOnce, rows.count)]))
                }
            }
        }
    }

    private static let sharedRowsAtOnce = 10_000

    /// Stages the file at `path`: the rows of `pieces` whose placement `rows` accepts.
    private func stageFile(
        _ header: Table, _ pieces: [RunTable.Piece], rows keep: @escaping (_ placed: Bool) -> Bool, at path: String,
        writer: any TableWriter, into transaction: OutputTransaction
    ) throws {
        try stageEncoded(header, at: path, writer: writer, into: transaction) { (emit: Emit) throws(LoadError) in
            for piece in pieces {
                let rows = try piece.rows()
                if let placed = piece.chunk?.placed {
                    try emit(zip(rows, placed).filter { keep($1) }.map(\.0))
                } else if keep(true) {
                    try emit(rows)
                }
            }
        }
    }

    /// What a file's rows are handed to, a piece at a time.
    private typealias Emit = ([[CellValue]]) throws(LoadError) -> Void

    /// Stages the file at `path` of a table with `header`'s columns, encoding each piece of rows
    /// `pieces` emits as it comes.
    private func stageEncoded(
        _ header: Table, at path: String, writer: any TableWriter, into transaction: OutputTransaction,
        pieces: (_ emit: Emit) throws(LoadError) -> Void
    ) throws {
        try transaction.stage(at: path) { (append: ([UInt8]) throws(LoadError) -> Void) throws(LoadError) -> OutputContent in
            var encoder = writer.encoder(for: header)
            var rowCount = 0
            var end: [UInt8] = []
            try withoutActuallyEscaping(append) { (append: @escaping ([UInt8]) throws(LoadError) -> Void) throws(LoadError) in
                try pieces { (rows: [[CellValue]]) throws(LoadError) in
                    rowCount += rows.count
                    var bytes: [UInt8] = []
                    encoder.append(rows, into: &bytes)
                    try append(bytes)
                }
            }
            encoder.finish(into: &end)
            try append(end)
            var shape = TableShape(header)
            shape.rowCount = rowCount
            return OutputContent(format: writer.format, table: shape, csvDialect: writer.csvDialect)
        }
    }

    /// `folder/sub/name`, the shared files (`sub` "") in the shard's folder when there is one.
    private func path(_ folder: String, _ sub: String, _ name: String) -> String {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let place = sub.isEmpty ? shard.sharedFolder : sub
        return ([base, place, name].filter { !$0.isEmpty }).joined(separator: "/")
    }
}
