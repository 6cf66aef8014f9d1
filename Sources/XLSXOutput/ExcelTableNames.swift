/// Names for a workbook's Excel Tables and headers for each, as Excel accepts them: table names
/// unique in the workbook (ignoring case), made of ASCII letters, digits and underscores, from
/// the sheet's name and the block's id (`Bravstad_City_fixtures`); headers non-empty, on one
/// line, at most 240 characters and unique within their table (a repeat gets ` 2`, ` 3`…), or
/// Excel repairs the file (and libxlsxwriter refuses a header past 255).
package struct ExcelTableNames {
    /// Excel allows 255 characters in a table or header name; room is left for a counter.
    static let longest = 240
    private var used: Set<String> = []

    /// A fresh name for the table block `block` of sheet `sheet`.
    mutating func name(sheet: String, block: String) -> String {
        Self.unique(Self.sanitized("\(sheet)_\(block)"), separator: "_", among: &used)
    }

    /// `base`, or `base` and the first counter from 2 that makes it new to `taken` (ignoring case).
    private static func unique(_ base: String, separator: String, among taken: inout Set<String>) -> String {
        var name = base
        var counter = 2
        while !taken.insert(name.uppercased()).inserted {
            name = base + separator + String(counter)
            counter += 1
        }
        return name
    }

    /// Letters and digits kept, every other run of characters one underscore, never leading with a digit.
    static func sanitized(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("_") {
                out.append("_")
            }
        }
        if out.first.map({ $0.isNumber }) ?? true { out = "T_" + out }
        return String(out.prefix(longest))
    }

    /// `headers` made acceptable as one table's column names.
    static func uniqueHeaders(_ headers: [String]) -> [String] {
        var seen: Set<String> = []
        return headers.enumerated().map { index, header in
            let line = String(header.split(whereSeparator: \.isNewline).joined(separator: " ").prefix(longest))
            return unique(line.isEmpty ? "Column \(index + 1)" : line, separator: " ", among: &seen)
        }
    }
}
