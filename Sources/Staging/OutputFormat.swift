package import PipelineSpec
package import Tabular

/// The file formats Load writes. Adding a format means one case here; the compiler then
/// points at every decision below, which is all Load needs to know about it. Every loop over
/// the table formats (a run's and convert's table files, the manifest's folder, the timings,
/// convert's flags) reads `tableFormats`, so a table format is written everywhere or nowhere.
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

    /// Whether this format is written as one file per table into a folder of its own, the one
    /// `load:` names under the format's key (`csv: out/csv`).
    package var isTableFormat: Bool {
        switch self {
        case .csv, .ndjson, .parquet: true
        case .xlsx, .sqlite, .manifest, .datapackage: false
        }
    }

    /// The table formats, in the order their files are written and listed.
    package static let tableFormats = allCases.filter(\.isTableFormat)

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

    /// The folder that holds one file per table in this format, when the pipeline asks for it.
    package func tableDirectory(in spec: LoadSpec) -> String? {
        tableDirectoryField.flatMap { spec[keyPath: $0] }
    }

    /// Where a `LoadSpec` keeps a table format's folder; nil for the other formats.
    package var tableDirectoryField: WritableKeyPath<LoadSpec, String?>? {
        switch self {
        case .csv: \.csv
        case .ndjson: \.ndjson
        case .parquet: \.parquet
        case .xlsx, .sqlite, .manifest, .datapackage: nil
        }
    }

    /// Whether `spec` asks for this format's files. The manifest and the data package come with
    /// the others, never alone.
    package func isNamed(in spec: LoadSpec) -> Bool {
        switch self {
        case .csv, .ndjson, .parquet: tableDirectory(in: spec) != nil
        case .xlsx: spec.xlsx != nil
        case .sqlite: spec.sqlite != nil
        case .manifest, .datapackage: false
        }
    }

    /// The file name of a table in this format (`fixtures.csv`).
    package func fileName(for table: Table) -> String {
        "\(table.name).\(fileExtension)"
    }
}
