import APIModel
package import Tabular

/// The one copy of a run's tables that every sink reads when it finishes: the shared tables
/// whole, in memory, and each league-season's own tables in the `TableSpool` (one chunk per
/// table and league-season, with which rows its partition keeps). `tables` is the one walk over
/// them, in output order: the table catalog's, the shared ones from memory, the others chunk by chunk.
package final class RunTables {
    private let spool: TableSpool
    /// Table names in the table catalog's order.
    private let catalogOrder: [String]
    /// The tables every league-season shares, whole.
    package private(set) var shared: [Table] = []

    package init(catalogOrder: [String]) throws(LoadError) {
        self.catalogOrder = catalogOrder
        spool = try TableSpool()
    }

    /// Keeps the tables every league-season shares.
    package func receiveShared(_ tables: [Table]) {
        shared = tables
    }

    /// Spools one league-season's own tables; `placed` says, for a table, which of its rows
    /// belong to the league-season's partition (nil: every row, or no partitions).
    package func receive(_ tables: LeagueSeasonTables, placed: (Table) -> [Bool]? = { _ in nil }) throws(LoadError) {
        for table in tables.tables {
            try spool.add(table, leagueSeasonIndex: tables.index, placed: placed(table))
        }
    }

    /// Every table's name in output order, the per-league-season ones as spooled.
    package var tableOrder: [String] {
        Self.tableOrder(Set(shared.map(\.name)).union(spool.chunks.keys), catalogOrder: catalogOrder)
    }

    /// `names` in the table catalog's order (`catalogOrder`), any other name after them by name.
    static func tableOrder(_ names: Set<String>, catalogOrder: [String]) -> [String] {
        let order = Dictionary(catalogOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return names.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
    }

    /// Every table in output order, each with its final columns and the pieces its rows are read in.
    package var tables: [RunTable] {
        let sharedByName = Dictionary(shared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return tableOrder.compactMap { name in
            if let table = sharedByName[name] { return RunTable(shared: table) }
            guard let chunks = spool.chunks[name] else { return nil }
            return RunTable(spooled: SpooledTable(chunks), spool: spool)
        }
    }

    /// Every table's header (its final columns, no rows), in output order.
    package var headers: [Table] { tables.map(\.header) }

    /// Each table's name and row count, in output order.
    package var rowCounts: [(name: String, rows: Int)] {
        tables.map { table in (table.header.name, table.pieces.reduce(0) { $0 + $1.rowCount }) }
    }
}

/// One table of a run as a sink reads it: its header and its rows in pieces, a shared table's in
/// one piece, a per-league-season table's one piece per spooled chunk, read when asked.
package struct RunTable {
    /// One piece of a table's rows: a league-season's chunk, or the whole of a shared table.
    package struct Piece {
        /// The chunk read (nil for a shared table's one piece).
        package let chunk: TableSpool.Chunk?
        package let rowCount: Int
        /// The rows, with the table's final columns (read from the spool again on each call).
        package let rows: () throws(LoadError) -> [[CellValue]]
    }

    /// The table without rows: its final columns, key, foreign keys and placement.
    package let header: Table
    /// Whether the table is shared (held whole), not spooled per league-season.
    package let isShared: Bool
    package let pieces: [Piece]

    init(shared table: Table) {
        header = table.with(rows: [])
        isShared = true
        pieces = [Piece(chunk: nil, rowCount: table.rows.count) { () throws(LoadError) in table.rows }]
    }

    init(spooled table: SpooledTable, spool: TableSpool) {
        header = table.header
        isShared = false
        pieces = table.chunks.map { chunk in
            Piece(chunk: chunk, rowCount: chunk.rowCount) { () throws(LoadError) in table.conformed(try spool.rows(of: chunk), of: chunk) }
        }
    }
}
