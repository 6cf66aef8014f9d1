import APIModel
import LibPQ

/// `football_etl_loads`: one row per load, written in the load's own transaction: the pipeline,
/// the manifest's SHA-256, the league-seasons, rows inserted, updated and deleted per table
/// (JSON) and in all, and the time. The one table that holds a wall-clock time.
struct PostgresLoadHistory {
    /// What a load records about itself.
    struct Entry: Sendable {
        let pipeline: String
        let manifestSHA256: String
        let leagueSeasons: [LeagueSeason]
    }

    static let tableName = "football_etl_loads"

    let connection: PQConnection
    let schema: String

    func record(_ entry: Entry, report: PostgresLoadReport) throws(PQError) {
        let table = PostgresSQL.qualified(schema, Self.tableName)
        try connection.execute(
            """
            CREATE TABLE IF NOT EXISTS \(table) (
              "load_id" BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
              "pipeline" TEXT NOT NULL,
              "manifest_sha256" TEXT NOT NULL,
              "league_seasons" TEXT NOT NULL,
              "tables" JSONB NOT NULL,
              "inserted" BIGINT NOT NULL,
              "updated" BIGINT NOT NULL,
              "deleted" BIGINT NOT NULL,
              "loaded_at" TIMESTAMPTZ NOT NULL DEFAULT now()
            );
            COMMENT ON TABLE \(table) IS \(PostgresSQL.literal(
                PostgresMarker.start(of: Self.tableName) + "one row per load into this schema (the only table holding wall-clock times)."))
            """)
        let tables = report.tables.map { table in
            let counts = table.counts
            return "\"\(table.name)\": {\"inserted\": \(counts.inserted), \"updated\": \(counts.updated), \"deleted\": \(counts.deleted)}"
        }
        let scope = entry.leagueSeasons.sorted().map { "\($0.league)/\($0.season)" }.joined(separator: " ")
        try connection.execute(
            "INSERT INTO \(table) (\"pipeline\", \"manifest_sha256\", \"league_seasons\", \"tables\", \"inserted\", \"updated\", "
                + "\"deleted\") "
                + "VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)",
            [
                entry.pipeline, entry.manifestSHA256, scope, "{" + tables.joined(separator: ", ") + "}",
                String(report.tables.reduce(0) { $0 + $1.counts.inserted }), String(report.tables.reduce(0) { $0 + $1.counts.updated }),
                String(report.tables.reduce(0) { $0 + $1.counts.deleted })
            ])
    }
}
