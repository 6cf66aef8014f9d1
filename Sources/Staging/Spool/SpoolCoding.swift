import CivilTime
package import Tabular

/// The spool's encoding of rows: per cell a tag byte, then 8 little-endian bytes for numbers,
/// times and dates, or a length and the UTF-8 bytes for text. Decimals keep their exact bits,
/// so a spooled cell reads back equal to the one written.
package enum SpoolCoding {
    private enum Tag: UInt8 {
        case null, integer, decimal, text, isFalse, isTrue, timestamp, date, localDateTime
    }

    package static func append(_ rows: some Sequence<[CellValue]>, to buffer: inout [UInt8]) {
        for row in rows {
            for cell in row { append(cell, to: &buffer) }
        }
    }

    private static func append(_ cell: CellValue, to buffer: inout [UInt8]) {
        switch cell {
        case .null: buffer.append(Tag.null.rawValue)
        case .integer(let value): word(.integer, UInt64(bitPattern: Int64(value)), &buffer)
        case .decimal(let value): word(.decimal, value.bitPattern, &buffer)
        case .timestamp(let seconds): word(.timestamp, UInt64(bitPattern: Int64(seconds)), &buffer)
        case .date(let date): word(.date, UInt64(bitPattern: Int64(date.daysSinceEpoch)), &buffer)
        case .localDateTime(let seconds): word(.localDateTime, UInt64(bitPattern: Int64(seconds)), &buffer)
        case .boolean(let value): buffer.append(value ? Tag.isTrue.rawValue : Tag.isFalse.rawValue)
        case .text(var text):
            text.withUTF8 { utf8 in
                word(.text, UInt64(utf8.count), &buffer)
                buffer.append(contentsOf: utf8)
            }
        }
    }

    private static func word(_ tag: Tag, _ value: UInt64, _ buffer: inout [UInt8]) {
        buffer.append(tag.rawValue)
        withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) }
    }

    /// `rowCount` rows of `width` cells from `bytes`, written by `append`.
    package static func rows(_ bytes: [UInt8], rowCount: Int, width: Int) -> [[CellValue]] {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            func word() -> UInt64 {
                let value = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
                return value
            }
            var rows: [[CellValue]] = []
            rows.reserveCapacity(rowCount)
            for _ in 0..<rowCount {
                var row: [CellValue] = []
                row.reserveCapacity(width)
                for _ in 0..<width {
                    let tag = Tag(rawValue: raw[offset])
                    offset += 1
                    switch tag {
                    case .null, nil: row.append(.null)
                    case .integer: row.append(.integer(Int(Int64(bitPattern: word()))))
                    case .decimal: row.append(.decimal(Double(bitPattern: word())))
                    case .timestamp: row.append(.timestamp(Int(Int64(bitPattern: word()))))
                    case .date: row.append(.date(CalendarDate(daysSinceEpoch: Int(Int64(bitPattern: word())))))
                    case .localDateTime: row.append(.localDateTime(Int(Int64(bitPattern: word()))))
                    case .isFalse: row.append(.boolean(false))
                    case .isTrue: row.append(.boolean(true))
                    case .text:
                        let count = Int(word())
                        row.append(.text(String(decoding: UnsafeRawBufferPointer(rebasing: raw[offset..<offset + count]), as: UTF8.self)))
                        offset += count
                    }
                }
                rows.append(row)
            }
            return rows
        }
    }
}
