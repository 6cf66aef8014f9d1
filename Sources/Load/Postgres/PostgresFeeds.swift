import APIModel
package import PipelineSpec
import Tabular

/// The runner's one hook into the PostgreSQL sink (until the TableSink protocol hands tables
/// over league-season by league-season): every table a run staged, as `PostgresTableFeed`s.
/// Shared tables come whole from memory; per-league-season tables come from the spool, a chunk
/// per league-season, read again if a lost connection replays the load.
package enum PostgresFeeds {
    /// A sink holding every table of `files`, declared with `keys`.
    package static func sink(_ spec: PostgresSpec, pipeline: Pipeline, files: SpooledTableFiles, keys: [String: DeclaredKeys]) -> PostgresSink {
        let shared = Dictionary(files.shared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let sink = PostgresSink(
            spec: spec, pipelineName: pipeline.name,
            leagueSeasons: files.units)
        for name in files.tableOrder {
            let declared = keys[name] ?? DeclaredKeys(primaryKey: [], foreignKeys: [])
            if let table = shared[name] {
                sink.add(PostgresTableFeed(
                    header: table.with(rows: []), placement: table.placement, keys: declared,
                    pieces: [PostgresTableFeed.Piece(leagueSeason: nil) { table.rows }]))
            } else if let chunks = files.spool.chunks[name] {
                let table = SpooledTable(chunks)
                let pieces = chunks.map { chunk in
                    let unit = files.units[chunk.unit]
                    return PostgresTableFeed.Piece(leagueSeason: unit) {
                        table.conformed(try files.spool.rows(of: chunk), of: chunk)
                    }
                }
                sink.add(PostgresTableFeed(header: table.header, placement: table.header.placement, keys: declared, pieces: pieces))
            }
        }
        return sink
    }
}
