package import Tabular

/// The sinks of one run, in the order they finish: the table files first (the SQLite database,
/// the data package and the manifest are staged from them, and decide the keys), then each
/// database, which declares those keys and commits before the files do (a failed load leaves
/// both as they were).
package struct OutputSinks {
    package let files: FileTableSink
    /// PostgreSQL, when the pipeline loads into it.
    package let databases: [any TableSink]

    /// Every sink, the files first: what the runner hands each table to.
    package var all: [any TableSink] { [files] + databases }

    /// Hands the tables every league-season shares to each sink.
    package func receiveShared(_ tables: [Table]) throws {
        for sink in all { try sink.receiveShared(tables) }
    }

    /// Hands one league-season's own tables (built, or reused from an earlier run) to each sink.
    package func receive(_ tables: LeagueSeasonTables) throws {
        for sink in all { try sink.receive(tables) }
    }
}
