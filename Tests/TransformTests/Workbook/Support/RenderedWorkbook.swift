import Foundation
import Tabular
import TestSupport
import Testing

@testable import XLSXOutput

/// Test-only: a document rendered by `XLSXWorkbookWriter` and read back with openpyxl through
/// Tests/readback/test_workbook_generic.py, keeping what these tests look at.
struct RenderedWorkbook: Decodable {
    struct Sheet: Decodable {
        let name: String
        let freeze: String?
        let autofilter: String?
        let tables: [Table]
        let charts: [Chart]
        let hyperlinks: [Link]
        let cells: [String: Cell]
    }

    /// An Excel Table as openpyxl reads it.
    struct Table: Decodable {
        let name: String
        let ref: String
        let headers: [String]
        let filter: String?
    }

    struct Chart: Decodable {
        struct Series: Decodable {
            let values: String?
            let categories: String?
        }
        let series: [Series]
    }

    struct Link: Decodable {
        let target: String?
        let resolves: Bool
    }

    struct Cell: Decodable {
        let type: String
        let format: String
        let number: Double?

        private enum CodingKeys: String, CodingKey { case type, format, value }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(String.self, forKey: .type)
            format = try container.decode(String.self, forKey: .format)
            number = try? container.decode(Double.self, forKey: .value)
        }
    }

    let sheets: [Sheet]

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("readback/test_workbook_generic.py").path

    /// Renders `document` to a temporary file and reads it back.
    static func render(_ document: WorkbookDocument) throws -> RenderedWorkbook {
        let folder = try ScratchDirectory("season-workbook")
        let path = folder.file("season.xlsx")
        try XLSXWorkbookWriter(sourceDateEpoch: nil).write(document, to: path)
        let data = try PythonScript.output(of: script, [path], failure: "python3 with openpyxl could not read \(path)")
        return try JSONDecoder().decode(RenderedWorkbook.self, from: data)
    }

    /// The sheet `name`, or a test failure.
    func sheet(_ name: String) throws -> Sheet {
        try #require(sheets.first { $0.name == name }, "no sheet \(name) in \(sheets.map(\.name))")
    }
}

extension RenderedWorkbook.Sheet {
    /// The numbers in a single-column range such as `Arsenal!$L$12:$L$17` of this sheet.
    func numbers(in reference: String) throws -> [Double?] {
        let range = try #require(reference.split(separator: "!").last).replacingOccurrences(of: "$", with: "")
        let ends = range.split(separator: ":").map(String.init)
        try #require(ends.count == 2)
        let column = ends[0].prefix { $0.isLetter }
        let first = try #require(Int(ends[0].dropFirst(column.count)))
        let last = try #require(Int(ends[1].dropFirst(column.count)))
        return (first...last).map { cells["\(column)\($0)"]?.number }
    }
}
