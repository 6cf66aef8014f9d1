package import APIModel
import CPUWork
package import PipelineSpec
package import Tabular

/// Builds every output table of a run from its extracted data: the one entry point of the table
/// builders, which `TableCatalog` lists. A table whose input was never extracted is left out;
/// one whose input was extracted but empty is there with zero rows.
package enum OutputTablesBuilder {
    /// The tables in `TableCatalog` order, without NUL characters (`NULCharacters`), and the
    /// warnings raised, sorted. The builders share nothing mutable, so they run side by side.
    package static func build(from data: ExtractedData, transform: TransformSpec) -> TransformOutput {
        build(from: data, transform: transform, joinWarnings: true) { _, _ in true }
    }

    /// `build`, of only the tables `including` accepts by name and declared placement; the fixture
    /// join's own warnings only when `joinWarnings` (a streaming run builds the shared tables
    /// from the whole run and each league-season's tables from its own data, and counts each
    /// warning once).
    package static func build(
        from data: ExtractedData, transform: TransformSpec, joinWarnings: Bool,
        including: (_ name: String, _ placement: TablePlacement) -> Bool
    ) -> TransformOutput {
        let join = FixtureJoin(data)
        let inputs = TableInputs(data: data, join: join, transform: transform)
        let entries = TableCatalog.all.filter { including($0.name.rawValue, $0.placement) }
        let built = CPUJobs.run(entries.map { entry in { @Sendable in entry.built(from: inputs) } })
            .compactMap { $0 }
        var issues = ValueIssues()
        for table in built { issues.merge(table.issues) }
        let tables = built.map { NULCharacters.removed(from: $0.table, issues: &issues) }
        return TransformOutput(
            tables: tables, warnings: (joinWarnings ? join.warnings : []) + built.flatMap(\.warnings), issues: issues)
    }
}
