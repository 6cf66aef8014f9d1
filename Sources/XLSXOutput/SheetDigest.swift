import CivilTime
import FileIO
package import Staging
import Tabular

extension SheetDigest {
    /// The digest of what `sheet` shows.
    init(_ sheet: Sheet) {
        self.init(name: sheet.name, sha256: ContentDigest.sha256(SheetContentEncoder.encode(sheet)))
    }
}

extension WorkbookDocument {
    /// One digest per sheet, in sheet order.
    package var sheetDigests: [SheetDigest] {
        sheets.map(SheetDigest.init)
    }
}

/// Canonical bytes of a sheet's content: every block's texts, values, links and chart series in
/// order, with separators that cannot occur in the text itself being distinct per field.
enum SheetContentEncoder {
    static func encode(_ sheet: Sheet) -> [UInt8] {
        var out: [UInt8] = []
        for block in sheet.blocks {
            switch block {
            case .caption(let caption):
                field(&out, "caption", caption.text, caption.link?.text ?? "", caption.link?.targetSheet ?? "")
            case .keyValues(let block):
                for entry in block.entries {
                    field(&out, "kv", entry.label, cell(entry.value), entry.numberFormat?.code ?? "", entry.linkTarget ?? "")
                }
            case .table(let table):
                field(&out, "table", table.id)
                for column in table.columns {
                    field(
                        &out, "column", column.header, column.type.rawValue, column.kind.rawValue, column.effectiveFormat?.code ?? "",
                        column.note ?? "")
                }
                for row in table.rows { rowField(&out, row) }
                for (key, targets) in table.links.sorted(by: { $0.key < $1.key }) {
                    field(&out, "linked", key, targets.map { $0 ?? "∅" }.joined(separator: "\u{1F}"))
                }
            case .links(let list):
                field(&out, "links", list.header.joined(separator: "\u{1F}"))
                for entry in list.entries { field(&out, "link", entry.link.text, entry.link.targetSheet, entry.description ?? "") }
            case .lineChart(let chart):
                field(
                    &out, "chart", chart.kind.rawValue, chart.title, chart.tableID, chart.categoryColumn,
                    chart.valueColumns.joined(separator: "\u{1F}"),
                    chart.xAxisTitle ?? "", chart.yAxisTitle ?? "")
                if let limit = chart.rowLimit { field(&out, "chart rows", String(limit)) }
            case .spacer(let rows):
                field(&out, "spacer", String(rows))
            }
        }
        return out
    }

    private static func field(_ out: inout [UInt8], _ parts: String...) {
        for (index, part) in parts.enumerated() {
            if index > 0 { out.append(0x1E) }
            out.append(contentsOf: part.utf8)
        }
        out.append(0x1D)
    }

    /// `field(&out, "row", cells joined by U+001F)`, written straight into `out`: a sheet has
    /// a field per row, and a String per cell would cost more than the hash.
    private static func rowField(_ out: inout [UInt8], _ row: [CellValue]) {
        out.append(contentsOf: "row".utf8)
        out.append(0x1E)
        for (index, value) in row.enumerated() {
            if index > 0 { out.append(0x1F) }
            switch value {
            case .null: out.append(contentsOf: "∅".utf8)
            case .integer(let n):
                out.append(UInt8(ascii: "i"))
                appendDecimal(&out, n)
            case .decimal(let d): out.append(contentsOf: "d\(d)".utf8)
            case .text(let s):
                out.append(UInt8(ascii: "t"))
                out.append(contentsOf: s.utf8)
            case .boolean(let b): out.append(UInt8(ascii: b ? "T" : "F"))
            case .timestamp(let t):
                out.append(UInt8(ascii: "s"))
                appendDecimal(&out, t)
            case .date(let d):
                out.append(UInt8(ascii: "D"))
                out.append(contentsOf: d.isoText.utf8)
            case .localDateTime(let t):
                out.append(UInt8(ascii: "l"))
                appendDecimal(&out, t)
            }
        }
        out.append(0x1D)
    }

    /// `String(n)`'s bytes.
    private static func appendDecimal(_ out: inout [UInt8], _ n: Int) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = n.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
        }
    }

    private static func cell(_ value: CellValue) -> String {
        switch value {
        case .null: "∅"
        case .integer(let n): "i\(n)"
        case .decimal(let d): "d\(d)"
        case .text(let s): "t\(s)"
        case .boolean(let b): b ? "T" : "F"
        case .timestamp(let t): "s\(t)"
        case .date(let d): "D\(d.isoText)"
        case .localDateTime(let t): "l\(t)"
        }
    }
}
