/// Excel's A1 notation for rows and columns counted from zero.
package enum CellAddress {
    /// Excel's last row, counted from zero.
    package static let maxRow = 1_048_575
    /// Excel's last column (XFD), counted from zero.
    package static let maxColumn = 16_383

    /// `A`, `Z`, `AA`, `XFD` for columns 0, 25, 26, 16383.
    package static func columnLetters(_ column: Int) -> String {
        precondition(column >= 0, "column \(column) is negative")
        var n = column + 1
        var letters: [Character] = []
        while n > 0 {
            let digit = (n - 1) % 26
            letters.append(Character(Unicode.Scalar(UInt8(65 + digit))))
            n = (n - 1) / 26
        }
        return String(letters.reversed())
    }

    /// `B7` for row 6, column 1; a plain description for indexes A1 cannot express.
    package static func a1(row: Int, column: Int) -> String {
        guard row >= 0, column >= 0 else { return "row \(row), column \(column)" }
        return "\(columnLetters(column))\(row + 1)"
    }

    /// `A1:C9` for a rectangle.
    package static func range(firstRow: Int, firstColumn: Int, lastRow: Int, lastColumn: Int) -> String {
        "\(a1(row: firstRow, column: firstColumn)):\(a1(row: lastRow, column: lastColumn))"
    }

    /// A sheet name quoted for a formula or link: `'Team Stats'`, `'O''Brien'`.
    package static func quotedSheetName(_ name: String) -> String {
        "'" + name.replacingAll("'", with: "''") + "'"
    }
}

extension String {
    /// Replaces every occurrence of a character (no Foundation in this target).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
