import Foundation
import LibSQLite
import TestSupport
import Testing

/// What an independent reader sees in a database, from Tests/readback/sqlite_readback.py:
/// Python's sqlite3 (schema pragmas, rows with storage classes) or DuckDB's sqlite extension.
enum SQLiteReadback {
    /// A JSON value as the script prints it.
    enum Scalar: Decodable, Hashable, Sendable, CustomStringConvertible {
        case null, integer(Int64), real(Double), text(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let n = try? container.decode(Int64.self) {
                self = .integer(n)
            } else if let d = try? container.decode(Double.self) {
                self = .real(d)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        var description: String {
            switch self {
            case .null: "null"
            case .integer(let n): "i\(n)"
            case .real(let d): "r\(d)"
            case .text(let s): "t\(s.debugDescription)"
            }
        }

        /// Whether this reading is the stored `value` (a whole REAL may read back as a JSON integer).
        func matches(_ value: SQLiteValue) -> Bool {
            switch (value, self) {
            case (.null, .null): true
            case (.integer(let a), .integer(let b)): a == b
            case (.real(let a), .real(let b)): a == b
            case (.real(let a), .integer(let b)): a == Double(b)
            case (.text(let a), .text(let b)): a == b
            default: false
            }
        }
    }

    /// Python sqlite3's view.
    struct Python: Decodable {
        struct TableFacts: Decodable {
            struct Index: Decodable, Equatable {
                let name: String
                let unique: Int
                let origin: String
                let columns: [String]
            }
            /// PRAGMA table_info rows: cid, name, type, notnull, dflt_value, pk.
            let info: [[Scalar]]
            /// PRAGMA foreign_key_list rows: id, seq, table, from, to, on_update, on_delete, match.
            let foreign_keys: [[Scalar]]
            let indexes: [Index]
            /// Each cell as [typeof, value], rows by rowid.
            let rows: [[[Scalar]]]

            /// Column name, declared type and position in the primary key (0 when not in it).
            var columns: [(name: String, type: String, pk: Int64)] {
                info.map { row in
                    guard case .text(let name) = row[1], case .text(let type) = row[2], case .integer(let pk) = row[5] else {
                        return ("?", "?", -1)
                    }
                    return (name, type, pk)
                }
            }
        }
        let tables: [String: TableFacts]
        let integrity: [String]
        let foreign_key_violations: [[Scalar]]
        let page_size: Int
        let freelist_count: Int
    }

    /// DuckDB's view.
    struct DuckDB: Decodable {
        struct TableFacts: Decodable {
            /// Column name and DuckDB type.
            let columns: [[String]]
            let rows: [[Scalar]]
        }
        let duckdb_version: String
        let tables: [String: TableFacts]
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let script = repositoryRoot + "/Tests/readback/sqlite_readback.py"
    /// Where scripts/install-python-deps.sh puts DuckDB 1.4.4 and its sqlite extension.
    static let duckDBFolder = repositoryRoot + "/.build/python/duckdb-sqlite"

    static func python(_ path: String) throws -> Python {
        try JSONDecoder().decode(Python.self, from: run("sqlite3", path, environment: [:]))
    }

    static func duckDB(_ path: String) throws -> DuckDB {
        try #require(
            FileManager.default.fileExists(atPath: duckDBFolder + "/duckdb_ext"),
            "DuckDB's sqlite extension is missing: run scripts/install-python-deps.sh")
        let environment = ["PYTHONPATH": duckDBFolder, "DUCKDB_SQLITE_EXTENSIONS": duckDBFolder + "/duckdb_ext/extensions"]
        return try JSONDecoder().decode(DuckDB.self, from: run("duckdb", path, environment: environment))
    }

    private static func run(_ reader: String, _ path: String, environment: [String: String]) throws -> Data {
        try PythonScript.output(of: script, [reader, path], environment: environment, failure: "\(reader) could not read \(path)")
    }
}
