package import Tabular

/// What Transform hands to Load: the run's tables in `OutputTableName` order (only those whose
/// input was extracted) and the warnings raised while building them, sorted.
package struct TransformOutput: Sendable, Equatable {
    /// The built tables, in `OutputTableName` order.
    package let tables: [Table]
    /// The warnings, sorted (`TransformWarning` order).
    package let warnings: [TransformWarning]

    /// An output of `tables`; the warnings are sorted here.
    package init(tables: [Table], warnings: [TransformWarning]) {
        self.tables = tables
        self.warnings = warnings.sorted()
    }

    /// The table named `name`, or nil when the run did not produce it.
    package func table(_ name: OutputTableName) -> Table? {
        tables.first { $0.name == name.rawValue }
    }
}
