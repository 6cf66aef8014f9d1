import LibSQLite
package import Staging
package import Tabular

/// Staging a run's tables as one SQLite database.
extension OutputTransaction {
    /// Stages every table in `tables` as the database at `path` and returns what it holds.
    /// A failure aborts the transaction (its temp file is removed; the file at `path` stays
    /// as it was) and is thrown as `LoadError.io` when the disk is full or the OS failed a read
    /// or write, else as `LoadError.cannotCreate`.
    package func stageDatabase(_ tables: [Table], at path: String) throws(LoadError) -> SQLiteDatabaseSummary {
        try stageDatabase(at: path, failure: { Self.buildFailure($0, path: path) }) { temporaryPath throws(SQLiteError) in
            try SQLiteDatabaseWriter().write(tables, to: temporaryPath)
        }
    }

    /// Stages the database `builder` holds (every table begun and filled) at `path`, finishing
    /// the builder; fails as `stageDatabase(_:at:)` does.
    /// A failure in the builder's scratch files names their folder (`LoadError.sqliteScratch`).
    package func stageDatabase(_ builder: SQLiteDatabaseBuilder, at path: String) throws(LoadError) -> SQLiteDatabaseSummary {
        try stageDatabase(
            at: path,
            failure: { error in
                builder.failedInScratch ? .sqliteScratch(error, folder: builder.scratchDirectory) : Self.buildFailure(error, path: path)
            },
            { temporaryPath throws(SQLiteError) in try builder.finish(to: temporaryPath) })
    }

    private static func buildFailure(_ error: SQLiteError, path: String) -> LoadError {
        .sqlite(error, path: path, reason: "SQLite could not build the database: \(error)")
    }

    private func stageDatabase(
        at path: String, failure: (SQLiteError) -> LoadError, _ write: (String) throws(SQLiteError) -> SQLiteDatabaseSummary
    ) throws(LoadError) -> SQLiteDatabaseSummary {
        var summary: SQLiteDatabaseSummary?
        do {
            try stage(at: path, content: OutputContent(format: .sqlite)) { temporaryPath in
                do throws(SQLiteError) {
                    summary = try write(temporaryPath)
                } catch {
                    throw failure(error)
                }
            }
        } catch let error as LoadError {
            throw error
        } catch {
            throw .io(path: path, reason: "\(error)")
        }
        guard let summary else { throw .io(path: path, reason: "the SQLite writer returned nothing") }
        return summary
    }
}
