import Staging

/// Reads RFC 4180 CSV (CRLF or LF line ends, optional UTF-8 BOM) with the delimiter it was
/// written with; the first record is the header.
struct CSVRecordReader: RecordReader {
    /// The byte between fields (`,` unless the pipeline chose another).
    var delimiter = UInt8(ascii: ",")

    var rowsNameTheirFields: Bool { false }

    func rawRecords(in bytes: [UInt8]) throws(RecordReadError) -> RawRecords {
        var records: [RawRecord] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var startLine = 1
        var line = 1
        var quoted = false
        var atFieldStart = true
        var afterClosingQuote = false
        for index in start..<bytes.count {
            let byte = bytes[index]
            if byte == Self.lf { line += 1 }
            if quoted {
                if byte == Self.quote {
                    quoted = false
                    afterClosingQuote = true
                }
                continue
            }
            switch byte {
            case Self.quote:
                // Opens a quoted field, or (right after one closed) is the second half of `""`.
                guard atFieldStart || afterClosingQuote else {
                    throw RecordReadError(line: line, reason: "a quote inside an unquoted field")
                }
                quoted = true
                atFieldStart = false
            case delimiter:
                atFieldStart = true
            case Self.lf:
                let end = index > start && bytes[index - 1] == Self.cr ? index - 1 : index
                records.append(RawRecord(bytes: bytes[start..<end], line: startLine))
                start = index + 1
                startLine = line
                atFieldStart = true
            default:
                atFieldStart = false
            }
            afterClosingQuote = false
        }
        if quoted { throw RecordReadError(line: line, reason: "the file ends inside a quoted field (truncated?)") }
        if start < bytes.count { records.append(RawRecord(bytes: bytes[start...], line: startLine)) }
        return RawRecords(header: records.first, rows: Array(records.dropFirst()))
    }

    func records(header: RawRecord?, rows: [RawRecord]) throws(RecordReadError) -> TextRecords {
        guard let header else { return TextRecords(header: [], rows: []) }
        let names = try fields(of: header)
        var parsed: [[String]] = []
        parsed.reserveCapacity(rows.count)
        for row in rows {
            let fields = try fields(of: row)
            guard fields.count == names.count else {
                let noun = fields.count == 1 ? "field" : "fields"
                throw RecordReadError(line: row.line, reason: "\(fields.count) \(noun) where the header has \(names.count)")
            }
            parsed.append(fields)
        }
        return TextRecords(header: names, rows: parsed)
    }

    /// Every record of a file, fields unquoted.
    func parse(_ bytes: [UInt8]) throws(RecordReadError) -> [[String]] {
        let raw = try rawRecords(in: bytes)
        var records: [[String]] = []
        for record in [raw.header].compactMap({ $0 }) + raw.rows { records.append(try fields(of: record)) }
        return records
    }

    /// The unquoted fields of one record.
    func fields(of record: RawRecord) throws(RecordReadError) -> [String] {
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var line = record.line
        var index = record.bytes.startIndex
        while index < record.bytes.endIndex {
            let byte = record.bytes[index]
            index += 1
            if byte == Self.lf { line += 1 }
            if quoted {
                if byte != Self.quote {
                    field.append(byte)
                } else if index < record.bytes.endIndex, record.bytes[index] == Self.quote {
                    field.append(Self.quote)
                    index += 1
                } else {
                    quoted = false
                }
            } else if byte == delimiter {
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            } else if byte == Self.quote {
                guard field.isEmpty else { throw RecordReadError(line: line, reason: "a quote inside an unquoted field") }
                quoted = true
            } else {
                field.append(byte)
            }
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }

    private static let quote = UInt8(ascii: "\"")
    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")
}
