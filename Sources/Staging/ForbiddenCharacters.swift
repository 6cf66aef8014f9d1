package import Tabular

/// Characters XML 1.0 cannot hold: C0 controls other than tab, LF and CR, and U+FFFE, U+FFFF
/// (lone surrogates cannot occur in a Swift string). They make a workbook's XML ill-formed and
/// break CSV readers (NUL), so the CSV and XLSX writers leave them out; NDJSON keeps them, escaped.
package enum ForbiddenCharacters {
    /// Whether `text` holds any, decided on its UTF-8 without building anything.
    package static func occur(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { occur(inUTF8: $0) }
    }

    /// Whether UTF-8 bytes hold any: a forbidden control byte, or `EF BF BE` / `EF BF BF`.
    package static func occur(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return true }
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { return true }
        }
        return false
    }

    /// Whether XML 1.0 forbids this character.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// `text` without them.
    package static func removed(from text: String) -> String {
        guard occur(in: text) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isForbidden(scalar) { scalars.append(scalar) }
        return String(scalars)
    }

    /// One warning per table column (the header counts as a value) whose text holds any,
    /// saying how many values lost characters in the CSV files.
    package static func warnings(for tables: [Table]) -> [ManifestWarning] {
        counts(in: tables).map { csvWarning(count: $0.count, table: $0.table, column: $0.column) }
    }

    /// Per table column (the header counts as a value), how many texts hold any, in column order;
    /// columns with none are left out.
    package static func counts(in tables: [Table]) -> [ColumnCount] {
        var counts: [ColumnCount] = []
        for table in tables {
            for (index, column) in table.columns.enumerated() {
                var count = occur(in: column.name) ? 1 : 0
                for row in table.rows where index < row.count {
                    if case .text(let text) = row[index], occur(in: text) { count += 1 }
                }
                if count > 0 { counts.append(ColumnCount(table: table.name, column: column.name, count: count)) }
            }
        }
        return counts
    }

    /// The warning for `count` texts of a table column that lost characters in the CSV files.
    package static func csvWarning(count: Int, table: String, column: String) -> ManifestWarning {
        warning(count: count, format: "CSV", context: ["table": table, "column": column])
    }

    /// The warning for `count` texts that lost characters in an output of `format`.
    package static func warning(count: Int, format: String, context: [String: String]) -> ManifestWarning {
        ManifestWarning(
            code: "removed_forbidden_characters",
            message: "\(count) text value\(count == 1 ? "" : "s") held control characters or U+FFFE/U+FFFF, "
                + "which \(format) output leaves out; NDJSON keeps them",
            context: context)
    }
}

/// How many texts of one table column hold characters CSV leaves out.
package struct ColumnCount: Sendable, Equatable {
    package let table: String
    package let column: String
    package var count: Int

    package init(table: String, column: String, count: Int) {
        self.table = table
        self.column = column
        self.count = count
    }
}
