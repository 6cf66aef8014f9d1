import JSON
import Staging

/// Reads newline-delimited JSON objects. Columns are the first line's keys, extended by keys
/// first seen later. Fields read like JSON (`1035037`, `"Arsenal"`, `null`), so a string never
/// equals a number or null by accident; a key missing from a line reads as an empty field.
struct NDJSONRecordReader: RecordReader {
    var rowsNameTheirFields: Bool { true }

    func rawRecords(in bytes: [UInt8]) throws(RecordReadError) -> RawRecords {
        var rows: [RawRecord] = []
        var line = 0
        for slice in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            guard !slice.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) else { continue }
            rows.append(RawRecord(bytes: slice, line: line))
        }
        return RawRecords(header: rows.first, rows: rows)
    }

    func records(header: RawRecord?, rows: [RawRecord]) throws(RecordReadError) -> TextRecords {
        var records = TextRecords(header: try header.map(Self.object)?.keys ?? [], rows: [])
        records.rows.reserveCapacity(rows.count)
        for row in rows { append(try Self.object(row), to: &records) }
        return records
    }

    private static func object(_ record: RawRecord) throws(RecordReadError) -> JSONObject {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(record.bytes))
        } catch {
            throw RecordReadError(line: record.line, reason: error.reason)
        }
        guard case .object(let object) = value else {
            throw RecordReadError(line: record.line, reason: "a line holds JSON that is not an object")
        }
        return object
    }

    private func append(_ object: JSONObject, to records: inout TextRecords) {
        // Lines written by this tool share one key order; only others need the slow path.
        if object.entries.count == records.header.count, zip(object.entries, records.header).allSatisfy({ $0.key == $1 }) {
            records.rows.append(object.entries.map { Self.field($0.value) })
            return
        }
        var fields: [String: String] = [:]
        for entry in object.entries where fields[entry.key] == nil {
            let key = entry.key
            fields[key] = Self.field(entry.value)
            if !records.header.contains(key) {
                records.header.append(key)
                for index in records.rows.indices { records.rows[index].append("") }
            }
        }
        records.rows.append(records.header.map { fields[$0] ?? "" })
    }

    private static func field(_ value: JSONValue) -> String {
        switch value {
        case .number(let literal): literal
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        // Quoting without escaping keeps strings distinct from each other and from other values.
        case .string(let text): "\"\(text)\""
        case .array, .object: JSONWriter.compact(value)
        }
    }
}
