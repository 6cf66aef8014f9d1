package import PipelineSpec
package import Tabular

/// The file formats Load writes. Adding a format means one case here; the compiler then
/// points at every decision below, which is all Load needs to know about it.
package enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    case csv
    case ndjson
    /// Typed columns in a binary file; check mode can only compare its bytes.
    case parquet
    /// Workbooks are rendered by the Workbook writer, which needs a file path, not a byte buffer.
    case xlsx
    /// One SQLite database holding every table, written by `SQLiteDatabaseWriter`.
    case sqlite
    /// The run's `manifest.json`: not a table format.
    case manifest
    /// `datapackage.json`, the Frictionless description of the other files.
    case datapackage

    /// The file name extension, without the dot.
    package var fileExtension: String {
        switch self {
        case .csv: "csv"
        case .ndjson: "ndjson"
        case .parquet: "parquet"
        case .xlsx: "xlsx"
        case .sqlite: "sqlite"
        case .manifest, .datapackage: "json"
        }
    }

    /// The writer that renders one table to bytes, or nil for formats rendered elsewhere.
    package func tableWriter(for spec: LoadSpec) -> (any TableWriter)? {
        switch self {
        case .csv: CSVTableWriter(dialect: spec.csvDialect)
        case .ndjson: NDJSONTableWriter()
        case .parquet: ParquetTableWriter(compression: spec.parquetCompression)
        case .xlsx, .sqlite, .manifest, .datapackage: nil
        }
    }

    /// The folder that holds one file per table in this format, when the pipeline asks for it.
    package func tableDirectory(in spec: LoadSpec) -> String? {
        switch self {
        case .csv: spec.csv
        case .ndjson: spec.ndjson
        case .parquet: spec.parquet
        case .xlsx, .sqlite, .manifest, .datapackage: nil
        }
    }

    /// The file name of a table in this format (`fixtures.csv`).
    package func fileName(for table: Table) -> String {
        "\(table.name).\(fileExtension)"
    }

    /// Reads a file of this format back into rows for check mode; nil when only bytes can be compared.
    func recordReader(csvDialect: CSVDialect?) -> (any RecordReader)? {
        switch self {
        case .csv: CSVRecordReader(delimiter: (csvDialect ?? .standard).delimiter.byte)
        case .ndjson: NDJSONRecordReader()
        case .parquet, .xlsx, .sqlite, .manifest, .datapackage: nil
        }
    }
}
