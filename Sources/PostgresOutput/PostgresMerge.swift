import APIModel
import LibPQ
import Tabular

/// Merges one staged table into its target: a per-league-season table replaces the rows of the
/// run's league-seasons (`fe_scope`) and leaves every other league-season's; a shared table is
/// upserted by its key and never loses a row (but with `prune`, on a run of the whole scope).
/// Only rows that differ are written, so a rerun over the same input changes nothing. The key
/// is one the staged rows hold (`DeclaredKeys`), so each target row meets at most one staged
/// row and the result does not depend on the order rows are read in.
struct PostgresMerge {
    let connection: PQConnection
    /// `"schema"."table"`.
    let target: String
    /// The temporary table the run's rows were copied into.
    let staged: String
    /// The columns the run writes.
    let columns: [String]
    /// The columns that identify a row in the target; empty when the rows repeat.
    let key: [String]
    let placement: TablePlacement
    let prune: Bool

    /// Rows of the target that belong to the run's league-seasons (`t` being the target).
    var inScope: String {
        "(t.\"league_id\", t.\"season\") IN (SELECT \"league_id\", \"season\" FROM pg_temp.fe_scope)"
    }

    func run() throws(PQError) -> PostgresLoadReport.Counts {
        key.isEmpty ? try mergeWithoutKey() : try mergeByKey()
    }

    private func mergeByKey() throws(PQError) -> PostgresLoadReport.Counts {
        var counts = PostgresLoadReport.Counts()
        let notStaged = "NOT EXISTS (SELECT 1 FROM \(staged) s WHERE \(PostgresSQL.matching(key, "s", "t")))"
        if placement.isPerLeagueSeason {
            counts.deleted = try connection.execute("DELETE FROM \(target) t WHERE \(inScope) AND \(notStaged)").affected
        } else if prune {
            counts.deleted = try connection.execute("DELETE FROM \(target) t WHERE \(notStaged)").affected
        }
        let values = columns.filter { !key.contains($0) }
        if !values.isEmpty {
            let assignments = values.map { "\(PostgresSQL.identifier($0)) = s.\(PostgresSQL.identifier($0))" }.joined(separator: ", ")
            counts.updated = try connection.execute(
                "UPDATE \(target) t SET \(assignments) FROM \(staged) s WHERE \(PostgresSQL.matching(key, "s", "t")) "
                    + "AND (\(PostgresSQL.columns(values, of: "t"))) IS DISTINCT FROM (\(PostgresSQL.columns(values, of: "s")))"
            ).affected
        }
        counts.inserted = try connection.execute(
            "INSERT INTO \(target) (\(PostgresSQL.identifiers(columns))) SELECT \(PostgresSQL.columns(columns, of: "s")) "
                + "FROM \(staged) s WHERE NOT EXISTS (SELECT 1 FROM \(target) t WHERE \(PostgresSQL.matching(key, "s", "t")))"
        ).affected
        return counts
    }

    /// Rows compared whole, as multisets: the league-seasons' rows are replaced only when they differ.
    private func mergeWithoutKey() throws(PQError) -> PostgresLoadReport.Counts {
        let list = PostgresSQL.identifiers(columns)
        let scope = placement.isPerLeagueSeason ? "WHERE \(inScope)" : ""
        let existing = "SELECT \(PostgresSQL.columns(columns, of: "t")) FROM \(target) t \(scope)"
        let incoming = "SELECT \(list) FROM \(staged)"
        let differences = try connection.execute(
            "SELECT (SELECT count(*) FROM (\(existing) EXCEPT ALL \(incoming)) a), (SELECT count(*) FROM (\(incoming) EXCEPT ALL "
                + "\(existing)) b)"
        )
        let gone = Int(differences.rows.first?[0] ?? "0") ?? 0
        let new = Int(differences.rows.first?[1] ?? "0") ?? 0
        guard placement.isPerLeagueSeason || prune else {
            let inserted = try connection.execute("INSERT INTO \(target) (\(list)) \(incoming) EXCEPT ALL \(existing)").affected
            return PostgresLoadReport.Counts(inserted: inserted)
        }
        guard gone > 0 || new > 0 else { return PostgresLoadReport.Counts() }
        try connection.execute("DELETE FROM \(target) t \(scope)")
        try connection.execute("INSERT INTO \(target) (\(list)) \(incoming)")
        return PostgresLoadReport.Counts(inserted: new, deleted: gone)
    }
}
