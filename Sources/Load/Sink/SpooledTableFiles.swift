import APIModel
import PipelineSpec
package import Tabular

/// Stages a streaming run's table files in each table format: the shared tables from memory,
/// the per-league-season tables from the spool, one chunk at a time, appended to their files.
/// Files come in the order a run lists them: by format, then table (the table catalog's order),
/// then the shared file before the partitions in league-season order.
package struct SpooledTableFiles {
    let load: LoadSpec
    let shard: ShardFiles
    /// The run's league-seasons, ascending; a chunk's `unit` indexes this list.
    let units: [LeagueSeason]
    let partitions: TablePartitions
    let spool: TableSpool
    /// The shared tables, whole.
    let shared: [Table]
    /// Table names in the table catalog's order.
    let catalogOrder: [String]

    /// Every table's name in output order, the per-league-season ones as spooled.
    package var tableOrder: [String] {
        Self.tableOrder(Set(shared.map(\.name)).union(spool.chunks.keys), catalogOrder: catalogOrder)
    }

    /// `names` in the table catalog's order (`catalogOrder`), any other name after them by name.
    static func tableOrder(_ names: Set<String>, catalogOrder: [String]) -> [String] {
        let order = Dictionary(catalogOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return names.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
    }

    /// Stages every table file in every format the load spec names a folder for, each format's
    /// files timed by `timings`.
    func stage(into transaction: OutputTransaction, timings: any LoadTimings) throws {
        let sharedByName = Dictionary(shared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for format in OutputFormat.tableFormats {
            guard let folder = format.tableDirectory(in: load), let writer = format.tableWriter(for: load) else { continue }
            try timings.time(.tableFiles(format)) {
                for name in tableOrder {
                    if let table = sharedByName[name] {
                        try stageShared(table, at: path(folder, "", format.fileName(for: table)), writer: writer, into: transaction)
                    } else if let chunks = spool.chunks[name] {
                        try stage(SpooledTable(chunks), folder: folder, format: format, writer: writer, into: transaction)
                    }
                }
            }
        }
    }

    /// One spooled table's files: one, or with partitions the shared rows' file (when any row
    /// is not its league-season's) and then one per partition folder, even an empty one.
    private func stage(
        _ table: SpooledTable, folder: String, format: OutputFormat, writer: any TableWriter, into transaction: OutputTransaction
    ) throws {
        let name = format.fileName(for: table.header)
        guard !partitions.keys.isEmpty else {
            return try stageFile(table, chunks: table.chunks, rows: { _ in true }, at: path(folder, "", name), writer: writer, into: transaction)
        }
        let unplaced = table.chunks.filter { $0.placed?.contains(false) == true }
        if !unplaced.isEmpty {
            try stageFile(table, chunks: unplaced, rows: { !$0 }, at: path(folder, "", name), writer: writer, into: transaction)
        }
        var seen: Set<String> = []
        for unit in units where seen.insert(partitions.folder(of: unit)).inserted {
            let sub = partitions.folder(of: unit)
            let chunks = table.chunks.filter { partitions.folder(of: units[$0.unit]) == sub }
            try stageFile(table, chunks: chunks, rows: { $0 }, at: path(folder, sub, name), writer: writer, into: transaction)
        }
    }

    /// Stages a shared table's file, encoded `sharedRowsAtOnce` rows at a time so its bytes are
    /// never in memory whole.
    private func stageShared(_ table: Table, at path: String, writer: any TableWriter, into transaction: OutputTransaction) throws {
        try stageEncoded(table, at: path, writer: writer, into: transaction) { (emit: ([[CellValue]]) throws(LoadError) -> Void) throws(LoadError) in
            for start in stride(from: 0, to: table.rows.count, by: Self.sharedRowsAtOnce) {
                try emit(Array(table.rows[start..<min(start + Self.sharedRowsAtOnce, table.rows.count)]))
            }
        }
    }

    private static let sharedRowsAtOnce = 10_000

    /// Stages the file at `path`: the rows of `chunks` whose placement `rows` accepts.
    private func stageFile(
        _ table: SpooledTable, chunks: [TableSpool.Chunk], rows keep: @escaping (_ placed: Bool) -> Bool, at path: String,
        writer: any TableWriter, into transaction: OutputTransaction
    ) throws {
        try stageEncoded(table.header, at: path, writer: writer, into: transaction) { (emit: ([[CellValue]]) throws(LoadError) -> Void) throws(LoadError) in
            for chunk in chunks {
                let rows = table.conformed(try spool.rows(of: chunk), of: chunk)
                if let placed = chunk.placed {
                    try emit(zip(rows, placed).filter { keep($1) }.map(\.0))
                } else if keep(true) {
                    try emit(rows)
                }
            }
        }
    }

    /// Stages the file at `path` of a table with `header`'s columns, encoding each piece of rows
    /// `pieces` emits as it comes.
    private func stageEncoded(
        _ header: Table, at path: String, writer: any TableWriter, into transaction: OutputTransaction,
        pieces: (_ emit: ([[CellValue]]) throws(LoadError) -> Void) throws(LoadError) -> Void
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

    /// Every table's header with its final columns, in output order.
    package var headers: [Table] {
        let sharedByName = Dictionary(shared.map { ($0.name, $0.with(rows: [])) }, uniquingKeysWith: { first, _ in first })
        return tableOrder.map { sharedByName[$0] ?? SpooledTable(spool.chunks[$0] ?? []).header }
    }

    /// Fills `builder` with every table, chunk by chunk. With `keysOnly`, each table keeps only
    /// the columns its declared keys read (its key, its foreign keys, and what other tables'
    /// foreign keys refer to): enough for `declaredKeys()`, at a fraction of the rows' size.
    package func fill(_ builder: SQLiteDatabaseBuilder, keysOnly: Bool) throws {
        let sharedByName = Dictionary(shared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let headers = headers
        let referenced = Dictionary(grouping: headers.flatMap(\.foreignKeys), by: \.table).mapValues { Set($0.flatMap(\.referencedColumns)) }
        for header in headers {
            let name = header.name
            let needed = Set(header.key + header.foreignKeys.flatMap(\.columns)).union(referenced[name] ?? [])
            let kept = keysOnly ? header.columns.indices.filter { needed.contains(header.columns[$0].name) } : Array(header.columns.indices)
            func project(_ rows: [[CellValue]]) -> [[CellValue]] {
                keysOnly ? rows.map { row in kept.map { row[$0] } } : rows
            }
            try builder.begin(Table(
                name: header.name, columns: kept.map { header.columns[$0] }, key: header.key, foreignKeys: header.foreignKeys,
                placement: keysOnly ? .shared : header.placement))
            if let table = sharedByName[name] {
                try builder.append(project(table.rows))
            } else if let chunks = spool.chunks[name] {
                let table = SpooledTable(chunks)
                for chunk in chunks { try builder.append(project(table.conformed(try spool.rows(of: chunk), of: chunk))) }
            }
        }
    }

    /// `folder/sub/name`, the shared files (`sub` "") in the shard's folder when there is one.
    private func path(_ folder: String, _ sub: String, _ name: String) -> String {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let place = sub.isEmpty ? shard.sharedFolder : sub
        return ([base, place, name].filter { !$0.isEmpty }).joined(separator: "/")
    }
}
