import LibPQ
import Tabular

extension PostgresMerge {
    /// What `run` would change, counted with SELECTs alone (what `run --check` does, so a role
    /// with SELECT and TEMP can check): `sources` maps each run column to the target's column
    /// it is read from (absent: a column the load would add, empty in every row); nil `sources`
    /// for a target that does not exist yet.
    func counted(sources: [String: String]?) throws(PQError) -> PostgresLoadReport.Counts {
        guard let sources else {
            let rows = try connection.execute("SELECT count(*) FROM \(staged)").rows.first?.first ?? nil
            return PostgresLoadReport.Counts(inserted: Int(rows ?? "0") ?? 0)
        }
        let read = { (column: String) in sources[column].map { "t.\(PostgresSQL.identifier($0))" } ?? "NULL" }
        guard !key.isEmpty else {
            let scope = placement.isPerLeagueSeason ? "WHERE \(inScope)" : ""
            let existing = "SELECT \(columns.map(read).joined(separator: ", ")) FROM \(target) t \(scope)"
            let incoming = "SELECT \(PostgresSQL.identifiers(columns)) FROM \(staged)"
            let gone = try count("SELECT count(*) FROM (\(existing) EXCEPT ALL \(incoming)) a")
            let new = try count("SELECT count(*) FROM (\(incoming) EXCEPT ALL \(existing)) b")
            return placement.isPerLeagueSeason || prune
                ? PostgresLoadReport.Counts(inserted: new, deleted: gone) : PostgresLoadReport.Counts(inserted: new)
        }
        let matching = key.map { "s.\(PostgresSQL.identifier($0)) = \(read($0))" }.joined(separator: " AND ")
        var counts = PostgresLoadReport.Counts()
        let notStaged = "NOT EXISTS (SELECT 1 FROM \(staged) s WHERE \(matching))"
        if placement.isPerLeagueSeason {
            counts.deleted = try count("SELECT count(*) FROM \(target) t WHERE \(inScope) AND \(notStaged)")
        } else if prune {
            counts.deleted = try count("SELECT count(*) FROM \(target) t WHERE \(notStaged)")
        }
        let values = columns.filter { !key.contains($0) }
        if !values.isEmpty {
            counts.updated = try count(
                "SELECT count(*) FROM \(target) t JOIN \(staged) s ON \(matching) "
                    + "WHERE (\(values.map(read).joined(separator: ", "))) IS DISTINCT FROM (\(PostgresSQL.columns(values, of: "s")))")
        }
        counts.inserted = try count("SELECT count(*) FROM \(staged) s WHERE NOT EXISTS (SELECT 1 FROM \(target) t WHERE \(matching))")
        return counts
    }

    private func count(_ sql: String) throws(PQError) -> Int {
        Int((try connection.execute(sql).rows.first?.first ?? nil) ?? "0") ?? 0
    }
}
