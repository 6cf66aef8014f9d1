import Foundation
import Tabular
import TestSupport
import Testing

@testable import Staging
@testable import TableFiles

/// Characters XML 1.0 forbids never reach a CSV file, and the run says which columns held them.
@Suite struct ForbiddenCharactersTests {
    private let table = Table(
        name: "teams", columns: [Column("name", .text), Column("note", .text)], key: ["name"],
        rows: [[.text("A\u{0}B"), .text("tab\tok")], [.text("x\u{FFFF}y\u{1B}"), .text("line\r\nbreak")], [.text("plain"), .text("ok")]])

    @Test func csvLeavesThemOutAndPythonReadsTheRest() throws {
        let bytes = CSVTableWriter().render(table)
        #expect(String(decoding: bytes, as: UTF8.self) == "name,note\r\nAB,tab\tok\r\nxy,\"line\r\nbreak\"\r\nplain,ok\r\n")
        let folder = try ScratchDirectory()
        try Data(bytes).write(to: URL(fileURLWithPath: folder.file("teams.csv")))
        let rows = try Self.pythonCSVRows(folder.file("teams.csv"))
        #expect(rows == [["name", "note"], ["AB", "tab\tok"], ["xy", "line\r\nbreak"], ["plain", "ok"]])
    }

    @Test func warnsOncePerColumnWithTheCount() {
        let warnings = ForbiddenCharacters.warnings(for: [table])
        #expect(warnings.count == 1)
        #expect(warnings.first?.code == "removed_forbidden_characters")
        #expect(warnings.first?.context == ["table": "teams", "column": "name"])
        #expect(warnings.first?.message.hasPrefix("2 text values held control characters") == true)
    }

    @Test func keepsTabLineBreaksAndOtherUnicode() {
        #expect(ForbiddenCharacters.removed(from: "a\tb\nc\rd\u{FFFD}\u{10FFFF}é") == "a\tb\nc\rd\u{FFFD}\u{10FFFF}é")
        #expect(ForbiddenCharacters.removed(from: "\u{0}\u{8}\u{1F}\u{FFFE}\u{FFFF}") == "")
    }

    /// The rows Python's csv module reads from the file.
    private static func pythonCSVRows(_ path: String) throws -> [[String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8')))))",
            path
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return try JSONDecoder().decode([[String]].self, from: data)
    }
}
