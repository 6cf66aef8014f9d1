package import Tabular

/// What Transform hands to Load: the run's tables in `TableName` order (only those whose
/// input was extracted), the warnings raised while building them, sorted, and the values their
/// checked columns emptied (reported once per run, summed over league-seasons, by Run).
package struct TransformOutput: Sendable, Equatable {
    /// The built tables, in `TableName` order.
    package let tables: [Table]
    /// The warnings, sorted (`TransformWarning` order).
    package let warnings: [TransformWarning]
    /// The values written empty because they were unreadable or out of range, per column.
    package let issues: ValueIssues

    /// An output of `tables`; the warnings are sorted here.
    package init(tables: [Table], warnings: [TransformWarning], issues: ValueIssues = ValueIssues()) {
        self.tables = tables
        self.warnings = warnings.sorted()
        self.issues = issues
    }

    /// The table named `name`, or nil when the run did not produce it.
    package func table(_ name: TableName) -> Table? {
        tables.first { $0.name == name.rawValue }
    }
}
