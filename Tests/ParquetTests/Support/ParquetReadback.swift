import Foundation
import TestSupport
import Testing

/// What pyarrow and DuckDB see in Parquet files, from Tests/readback/parquet_readback.py.
struct ParquetReadback: Decodable, Sendable {
    /// A cell or statistics bound as JSON gives it (times as epoch ms, dates as ISO days).
    enum Scalar: Decodable, Equatable, Sendable, CustomStringConvertible {
        case null, bool(Bool), int(Int), double(Double), text(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let b = try? container.decode(Bool.self) {
                self = .bool(b)
            } else if let i = try? container.decode(Int.self) {
                self = .int(i)
            } else if let d = try? container.decode(Double.self) {
                self = .double(d)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        var description: String {
            switch self {
            case .null: "null"
            case .bool(let b): "\(b)"
            case .int(let i): "\(i)"
            case .double(let d): "\(d)"
            case .text(let t): "\"\(t)\""
            }
        }
    }

    struct ArrowColumn: Decodable, Sendable {
        let name: String
        let physical: String
        let logical: String
        let converted: String
        let arrow: String
    }

    struct Chunk: Decodable, Sendable {
        let compression: String
        let encodings: [String]
        let has_dictionary_page: Bool
        let null_count: Int?
        let has_min_max: Bool
        let min: Scalar?
        let max: Scalar?
    }

    struct RowGroup: Decodable, Sendable {
        let num_rows: Int
        let columns: [Chunk]
    }

    struct Arrow: Decodable, Sendable {
        let created_by: String
        let num_rows: Int
        let schema: [ArrowColumn]
        let row_groups: [RowGroup]
        let rows: [[Scalar]]
    }

    struct DuckDBColumn: Decodable, Sendable {
        let name: String
        let type: String
    }

    struct DuckDB: Decodable, Sendable {
        let schema: [DuckDBColumn]
        let rows: [[Scalar]]
    }

    let path: String
    let pyarrow: Arrow
    let duckdb: DuckDB

    static let script = repositoryRoot + "/Tests/readback/parquet_readback.py"
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Writes each `(name, bytes)` to a temporary folder and reads them all in one Python run;
    /// fails clearly when python3, pyarrow or duckdb is missing.
    static func read(_ files: [(name: String, bytes: [UInt8])]) throws -> [String: ParquetReadback] {
        let folder = try ScratchDirectory("parquet-readback")
        var paths: [String: String] = [:]
        for file in files {
            let path = folder.file(file.name + ".parquet")
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
            paths[path] = file.name
        }
        let data = try PythonScript.output(
            of: script, files.map { folder.file($0.name + ".parquet") },
            failure: "python3 with pyarrow and duckdb (scripts/install-python-deps.sh) could not read the files")
        let readbacks = try JSONDecoder().decode([ParquetReadback].self, from: data)
        return Dictionary(uniqueKeysWithValues: readbacks.map { (paths[$0.path] ?? $0.path, $0) })
    }
}
