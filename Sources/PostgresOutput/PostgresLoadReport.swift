/// What a load changed (or, in check mode, would change): rows per table and the warnings.
package struct PostgresLoadReport: Sendable, Equatable {
    /// Rows of one table.
    package struct Counts: Sendable, Equatable {
        package var inserted = 0
        package var updated = 0
        package var deleted = 0

        package init(inserted: Int = 0, updated: Int = 0, deleted: Int = 0) {
            self.inserted = inserted
            self.updated = updated
            self.deleted = deleted
        }

        /// Whether any row changed.
        package var isEmpty: Bool { inserted == 0 && updated == 0 && deleted == 0 }
    }

    /// One table's rows changed.
    package struct TableCounts: Sendable, Equatable {
        package let name: String
        package let counts: Counts
    }

    /// Something the user should know about a load, with the run log's code for it.
    package struct Warning: Sendable, Equatable {
        /// `postgres_column_kept`, `postgres_constraint_dropped`, …
        package let code: String
        package let text: String

        package init(_ code: String, _ text: String) {
            self.code = code
            self.text = text
        }
    }

    /// Per table, in the order loaded.
    package var tables: [TableCounts] = []
    /// Tables created and columns added or renamed (check mode: that would be).
    package var schemaChanges: [String] = []
    /// Columns the database keeps that the run no longer writes, constraints dropped, and other things to know.
    package var warnings: [Warning] = []

    package init() {}

    /// Whether the database differs from the run (check mode's drift).
    package var hasDrift: Bool { !schemaChanges.isEmpty || tables.contains { !$0.counts.isEmpty } }

    /// One line per table: `fixtures: +3 ~1 -0`, then the schema changes.
    package var lines: [String] {
        tables.map { "\($0.name): +\($0.counts.inserted) ~\($0.counts.updated) -\($0.counts.deleted)" } + schemaChanges
    }
}
