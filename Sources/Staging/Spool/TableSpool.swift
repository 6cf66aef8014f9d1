import FileIO
package import Tabular

/// Tables a streaming run builds one league-season at a time, kept on disk until the run is
/// over: only then are every table's columns known (a later league-season can bring a statistic
/// an earlier one lacked), so only then can its files be written. Each league-season's rows of a
/// table are one chunk, read back alone, so memory holds one chunk, never a table. The spool is a
/// private temp file, removed when the spool is dropped.
package final class TableSpool {
    /// One league-season's rows of one table, as the builder gave them.
    package struct Chunk: Sendable {
        /// The table as built for this league-season, without rows.
        package let header: Table
        /// The league-season's place in the run (its index in the run's ascending list).
        package let leagueSeasonIndex: Int
        package let rowCount: Int
        /// For each row, whether it belongs to the chunk's league-season (else it is written to
        /// the table's shared file when outputs are partitioned); nil when every row does.
        package let placed: [Bool]?
        fileprivate let offset: Int
        fileprivate let byteCount: Int
    }

    private let directory: String
    private let path: String
    private let descriptor: Int32
    private var size = 0
    /// Chunks by table name, in the order they were added.
    package private(set) var chunks: [String: [Chunk]] = [:]

    package init() throws(LoadError) {
        // The file is unlinked at once and its folder removed when `folder` is dropped below: a
        // killed run leaves at most the (lock-owned) folder, which a later run removes.
        let folder = try LoadError.file(ScratchFolder())
        let path = folder.file("tables.spool")
        let created = Result { () throws(FileError) in try FileSystem.createExclusive(path, readable: true) }
        FileSystem.removeFile(path)
        directory = folder.path
        self.path = path
        descriptor = try LoadError.file(created.get())
    }

    deinit {
        FileSystem.release(descriptor)
    }

    /// The private folder the spool file lives in (for tests that check it is removed).
    var directoryForTests: String { directory }

    /// Adds a league-season's rows of `table`; `placed` as in `Chunk`.
    package func add(_ table: Table, leagueSeasonIndex: Int, placed: [Bool]?) throws(LoadError) {
        var bytes: [UInt8] = []
        SpoolCoding.append(table.rows, to: &bytes)
        try LoadError.file(FileSystem.writeAll(bytes, to: descriptor, path: path))
        let header = table.with(rows: [])
        chunks[table.name, default: []].append(
            Chunk(
                header: header, leagueSeasonIndex: leagueSeasonIndex, rowCount: table.rows.count, placed: placed, offset: size,
                byteCount: bytes.count))
        size += bytes.count
    }

    /// The rows of `chunk`, in the order they were added.
    package func rows(of chunk: Chunk) throws(LoadError) -> [[CellValue]] {
        let bytes = try LoadError.file(FileSystem.read(chunk.byteCount, at: chunk.offset, from: descriptor, path: path))
        return SpoolCoding.rows(bytes, rowCount: chunk.rowCount, width: chunk.header.columns.count)
    }
}

extension Table {
    /// This table's columns, key, foreign keys, placement and renames with other rows.
    package func with(rows: [[CellValue]]) -> Table {
        Table(name: name, columns: columns, key: key, foreignKeys: foreignKeys, placement: placement, renames: renames, rows: rows)
    }
}
