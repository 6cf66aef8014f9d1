package import PipelineSpec
import Staging

extension OutputFormat {
    /// The writer that renders one table to bytes, or nil for formats rendered elsewhere.
    package func tableWriter(for spec: LoadSpec) -> (any TableWriter)? {
        switch self {
        case .csv: CSVTableWriter(dialect: spec.csvDialect)
        case .ndjson: NDJSONTableWriter()
        case .parquet: ParquetTableWriter(compression: spec.parquetCompression)
        case .xlsx, .sqlite, .manifest, .datapackage: nil
        }
    }
}
