import Tabular

/// SQL text for PostgreSQL: quoted names and literals, and the column types the catalog's types
/// become.
enum PostgresSQL {
    /// `"name"`, with inner quotes doubled.
    static func identifier(_ name: String) -> String {
        "\"" + name.replacing("\"", with: "\"\"") + "\""
    }

    /// `"a", "b"`.
    static func identifiers(_ names: [String]) -> String {
        names.map(identifier).joined(separator: ", ")
    }

    /// `"schema"."table"`.
    static func qualified(_ schema: String, _ table: String) -> String {
        identifier(schema) + "." + identifier(table)
    }

    /// `'text'`, with inner quotes doubled (standard_conforming_strings is on since 9.1) and NUL
    /// left out, which would end the statement's C string (Transform already removed those of tables).
    static func literal(_ text: String) -> String {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\0" }))
        return "'" + kept.replacing("'", with: "''") + "'"
    }

    /// The declared type of a column of `type`.
    static func declaredType(_ type: ColumnType) -> String {
        switch type {
        case .integer: "BIGINT"
        case .decimal: "DOUBLE PRECISION"
        case .text: "TEXT"
        case .boolean: "BOOLEAN"
        case .timestamp: "TIMESTAMPTZ"
        case .date: "DATE"
        case .localDateTime: "TIMESTAMP"
        }
    }

    /// Whether `type` is a number (what an existing TEXT column may still take, as text).
    static func isNumber(_ type: ColumnType) -> Bool {
        type == .integer || type == .decimal
    }

    /// How `information_schema.columns.data_type` names the type `declaredType` declares.
    static func catalogName(_ type: ColumnType) -> String {
        switch type {
        case .integer: "bigint"
        case .decimal: "double precision"
        case .text: "text"
        case .boolean: "boolean"
        case .timestamp: "timestamp with time zone"
        case .date: "date"
        case .localDateTime: "timestamp without time zone"
        }
    }

    /// `COMMENT ON COLUMN` text: the description, and the unit in brackets when there is one.
    static func comment(_ column: Column) -> String {
        column.unit.map { column.description + " [" + $0 + "]" } ?? column.description
    }

    /// `(t."a", t."b") = (s."a", s."b")` for the columns `names`.
    static func matching(_ names: [String], _ left: String, _ right: String) -> String {
        names.map { "\(left).\(identifier($0)) = \(right).\(identifier($0))" }.joined(separator: " AND ")
    }

    /// `s."a", s."b"` for the columns `names` of `alias`.
    static func columns(_ names: [String], of alias: String) -> String {
        names.map { "\(alias).\(identifier($0))" }.joined(separator: ", ")
    }
}
