import Foundation
import TestSupport
import Testing

/// What openpyxl sees in a workbook, from Tests/readback/test_workbook_generic.py run as a script.
struct WorkbookReadback: Decodable, Sendable {
    struct SheetFacts: Decodable, Sendable {
        let name: String
        let freeze: String?
        let autofilter: String?
        let tables: [TableFacts]
        /// Header descriptions (input messages) by coordinate.
        let notes: [String: String]
        let widths: [String: Double]
        let charts: [ChartFacts]
        let hyperlinks: [LinkFacts]
        let cells: [String: CellFacts]
    }

    struct TableFacts: Decodable, Equatable, Sendable {
        let name: String
        let ref: String
        let headers: [String]
        let filter: String?
        let banded: Bool
        let style: String?
    }

    struct ChartFacts: Decodable, Sendable {
        struct Series: Decodable, Equatable, Sendable {
            let values: String?
            let categories: String?
            let name: String?
        }
        let kind: String
        let title: String?
        let series: [Series]
        let x_axis: String?
        let y_axis: String?
    }

    struct LinkFacts: Decodable, Sendable {
        let cell: String
        let location: String?
        let target: String?
        let resolves: Bool
    }

    struct CellFacts: Decodable, Sendable {
        let type: String
        let value: Scalar
        let bold: Bool
        let format: String
    }

    /// A cell value as JSON gives it.
    enum Scalar: Decodable, Equatable, Sendable {
        case bool(Bool), number(Double), text(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let b = try? container.decode(Bool.self) {
                self = .bool(b)
            } else if let n = try? container.decode(Double.self) {
                self = .number(n)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }

    let sheets: [SheetFacts]
    let created: String?

    /// The sheet named `name`.
    func sheet(_ name: String) throws -> SheetFacts {
        try #require(sheets.first { $0.name == name }, "no sheet \(name) in \(sheets.map(\.name))")
    }

    /// Where the workbook for the pytest readback is left: `.build/readback/workbook_generic.xlsx`.
    static let pytestSamplePath = repositoryRoot + "/.build/readback/workbook_generic.xlsx"
    static let script = repositoryRoot + "/Tests/readback/test_workbook_generic.py"
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Runs the readback script on `path`; fails clearly when python3 or openpyxl is missing.
    static func read(_ path: String) throws -> WorkbookReadback {
        let data = try PythonScript.output(
            of: script, [path], failure: "python3 with openpyxl (scripts/install-python-deps.sh) could not read \(path)")
        return try JSONDecoder().decode(WorkbookReadback.self, from: data)
    }
}
