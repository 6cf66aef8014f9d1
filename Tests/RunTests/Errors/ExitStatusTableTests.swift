import Foundation
import Testing
@testable import Run

@Suite struct ExitStatusTableTests {
    /// The README's exit-code table is this enum, row for row: users read one, the code returns the other.
    @Test func theReadmeTableListsEveryExitStatus() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "### Exit codes").dropFirst().first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| code") }
            .prefix { !$0.isEmpty }
        let expected = ExitStatus.allCases.map { "| \($0.rawValue) | \($0.meaning) |" }
        #expect(rows.map(String.init) == expected)
    }
}
