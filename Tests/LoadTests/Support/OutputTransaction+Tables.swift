import FileIO
import PipelineSpec
import Tabular

@testable import Staging
@testable import TableFiles

/// Staging whole tables through the table writers, for tests that need staged files without a
/// run (a run and `convert` stage theirs through `OutputSession`).
extension OutputTransaction {
    /// Stages `table` rendered by `writer` as the file at `path`.
    func stage(_ table: Table, with writer: any TableWriter, at path: String) throws(LoadError) {
        let content = OutputContent(format: writer.format, table: TableShape(table), csvDialect: writer.csvDialect)
        try stage(writer.render(table), at: path, content: content)
    }

    /// Stages every table in every table format the load spec names a folder for
    /// (`<folder>/<table>.<ext>`), formats in `OutputFormat.tableFormats` order, tables in the order given.
    func stageTables(_ tables: [Table], for spec: LoadSpec) throws(LoadError) {
        for format in OutputFormat.tableFormats {
            guard let folder = format.tableDirectory(in: spec), let writer = format.tableWriter(for: spec) else { continue }
            for table in tables {
                try stage(table, with: writer, at: FilePath.joined(folder, format.fileName(for: table)))
            }
        }
    }
}
