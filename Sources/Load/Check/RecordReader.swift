import FileIO
import Staging

/// Reads an output file back for check mode: first split into raw records (cheap, so rows
/// whose bytes did not change need never be parsed), then the fields of the records that matter.
protocol RecordReader: Sendable {
    /// Whether a row's bytes alone say what its fields are (NDJSON names them), so rows with
    /// equal bytes are equal records even when the headers differ.
    var rowsNameTheirFields: Bool { get }
    /// The file's records without their line ends; `header` is the record that names the columns.
    func rawRecords(in bytes: [UInt8]) throws(RecordReadError) -> RawRecords
    /// The column names (from `header`) and the fields of `rows`, in the order given.
    func records(header: RawRecord?, rows: [RawRecord]) throws(RecordReadError) -> TextRecords
}

extension RecordReader {
    /// Every row of a file, read.
    func records(from bytes: [UInt8]) throws(RecordReadError) -> TextRecords {
        let raw = try rawRecords(in: bytes)
        return try records(header: raw.header, rows: raw.rows)
    }
}

/// A file split into records, not yet into fields.
struct RawRecords {
    /// The record that names the columns: CSV's header row, or NDJSON's first line (also a row).
    var header: RawRecord?
    var rows: [RawRecord]
}

/// The bytes of one record and the line it starts on. Equal when the bytes are.
struct RawRecord: Hashable {
    let bytes: ArraySlice<UInt8>
    let line: Int

    static func == (a: RawRecord, b: RawRecord) -> Bool {
        RawBytes.equal(a.bytes, b.bytes)
    }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

/// Why a file could not be read back as records, with the line where it went wrong.
struct RecordReadError: Error, Equatable, CustomStringConvertible {
    let line: Int
    let reason: String

    var description: String { "line \(line): \(reason)" }
}
