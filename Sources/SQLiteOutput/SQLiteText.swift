import Tabular

/// SQL text pieces: quoted identifiers and literals, declared column types, and cell values in
/// the form the database stores them.
enum SQLiteText {
    /// `"name"`, with inner quotes doubled.
    static func identifier(_ name: String) -> String {
        "\"" + name.replacingAll("\"", with: "\"\"") + "\""
    }

    /// `"a", "b"`.
    static func identifiers(_ names: [String]) -> String {
        names.map(identifier).joined(separator: ", ")
    }

    /// `'text'`, with inner apostrophes doubled.
    static func literal(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "''") + "'"
    }

    /// The declared SQL type of a column: INTEGER for integers and booleans (0/1), REAL for
    /// decimals, TEXT for text and for ISO 8601 timestamps and dates, TIMESTAMP for a local
    /// date-time (`2023-08-12 15:00:00` text, which DuckDB and Python's sqlite3 read as a
    /// date-time without zone by that declared type; a zoned timestamp's `…Z` text they could not).
    static func declaredType(_ type: ColumnType) -> String {
        switch type {
        case .integer, .boolean: "INTEGER"
        case .decimal: "REAL"
        case .text, .timestamp, .date: "TEXT"
        case .localDateTime: "TIMESTAMP"
        }
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (Foundation-free).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
