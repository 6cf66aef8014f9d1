import PipelineSpec
import Staging

extension OutputFormat {
    /// Reads a file of this format back into rows for check mode; nil when only bytes can be compared.
    func recordReader(csvDialect: CSVDialect?) -> (any RecordReader)? {
        switch self {
        case .csv: CSVRecordReader(delimiter: (csvDialect ?? .standard).delimiter.byte)
        case .ndjson: NDJSONRecordReader()
        case .parquet, .xlsx, .sqlite, .manifest, .datapackage: nil
        }
    }
}
