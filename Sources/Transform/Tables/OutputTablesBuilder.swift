package import APIModel
package import PipelineSpec
import Tabular

/// Builds every output table of a run from its extracted data: the one entry point of the table
/// builders, which `TableCatalog` lists. A table whose input was never extracted is left out;
/// one whose input was extracted but empty is there with zero rows.
package enum OutputTablesBuilder {
    /// The tables in `TableCatalog` order, and the warnings raised, sorted. The builders share
    /// nothing mutable, so they run side by side.
    package static func build(from data: ExtractedData, transform: TransformSpec) -> TransformOutput {
        let join = FixtureJoin(data)
        let inputs = TableInputs(data: data, join: join, transform: transform)
        let built = ConcurrentJobs.run(TableCatalog.all.map { entry in { @Sendable in entry.build(inputs) } })
            .compactMap { $0 }
        return TransformOutput(tables: built.map(\.table), warnings: join.warnings + built.flatMap(\.warnings))
    }
}
