import Foundation
import TestSupport
import Testing

@testable import LibXLSXWriter

/// libxlsxwriter's own `[WARNING]`/`[ERROR]` lines are kept in the workbook, not printed.
@Suite struct LibraryMessagesTests {
    /// A chart whose series names a sheet the workbook lacks: libxlsxwriter warns at close and
    /// still writes the file. Readers: descriptor 2, sent to a file meanwhile, which must not
    /// see the line; the raw chart XML (Python's zipfile) for the file itself.
    @Test func keepsTheLibrarysWarningInTheWorkbookAndOffStderr() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("chart.xlsx")
        let stderrCopy = folder.file("stderr.txt")
        let messages = try Self.withStderr(in: stderrCopy) { try Self.writeChart(to: path, missingSheet: "Nowhere") }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("[WARNING]: workbook_add_chart(): worksheet name 'Nowhere'") == true)
        #expect(!(try String(contentsOfFile: stderrCopy, encoding: .utf8)).contains("Nowhere"))
        #expect(try ZipParts.text("xl/charts/chart1.xml", in: path).contains("Nowhere!$A$1:$A$2"))
    }

    /// Two workbooks closing on two threads at once each keep only their own warnings.
    @Test func eachThreadKeepsItsOwnMessages() throws {
        let scratch = try ScratchDirectory()
        let folder = scratch.path
        let results = Results()
        let threads = (0..<2).map { index in
            Thread {
                for round in 0..<10 {
                    let messages = (try? Self.writeChart(to: "\(folder)/t\(index)-\(round).xlsx", missingSheet: "Missing\(index)")) ?? []
                    results.add(index, messages)
                }
            }
        }
        threads.forEach { $0.start() }
        while !results.isComplete(rounds: 20) { usleep(10_000) }
        for index in 0..<2 {
            let messages = results.messages(index)
            #expect(messages.count == 10)
            #expect(messages.allSatisfy { $0.contains("'Missing\(index)'") }, "\(messages)")
        }
    }

    /// Writes a one-sheet workbook whose chart reads `missingSheet`; returns what the library printed.
    private static func writeChart(to path: String, missingSheet: String) throws -> [String] {
        let workbook = try Workbook(path: path, properties: DocumentProperties(created: 946_684_800))
        try workbook.addWorksheet(named: "Data") { sheet in
            try sheet.writeNumber(row: 0, column: 0, 1)
            try sheet.writeNumber(row: 1, column: 0, 2)
            let chart = LineChart(
                title: "t", categories: .column(0, sheet: "Data", rows: 0...1),
                series: [.init(values: .column(0, sheet: missingSheet, rows: 0...1))])
            try sheet.insertLineChart(chart, row: 3, column: 0)
        }
        try workbook.close()
        return workbook.libraryMessages
    }

    /// Runs `body` with descriptor 2 sent to the file at `path`.
    private static func withStderr<Result>(in path: String, _ body: () throws -> Result) throws -> Result {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(file >= 0)
        let saved = dup(2)
        dup2(file, 2)
        defer {
            dup2(saved, 2)
            close(saved)
            close(file)
        }
        return try body()
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var byThread: [Int: [String]] = [:]
        private var rounds = 0

        func add(_ index: Int, _ messages: [String]) {
            lock.withLock {
                byThread[index, default: []] += messages
                rounds += 1
            }
        }

        func isComplete(rounds expected: Int) -> Bool { lock.withLock { rounds == expected } }
        func messages(_ index: Int) -> [String] { lock.withLock { byThread[index] ?? [] } }
    }

    /// The folder disappears before close: the library's `[ERROR]` line joins the error.
    @Test func keepsTheLibrarysErrorWhenCloseFails() throws {
        let folder = try ScratchDirectory()
        let inner = folder.file("gone")
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        let workbook = try Workbook(path: "\(inner)/book.xlsx", properties: DocumentProperties(created: 946_684_800))
        try workbook.addWorksheet(named: "Data") { sheet in try sheet.writeNumber(row: 0, column: 0, 1) }
        try FileManager.default.removeItem(atPath: inner)
        #expect(throws: XLSXError.self) { try workbook.close() }
        #expect(workbook.libraryMessages.contains { $0.hasPrefix("[ERROR] workbook_close(): Error creating") })
    }
}
