import Foundation
import Run
import Testing

/// The README's exit code table is what the CLI uses: every `ExitStatus`, same code, same words.
@Suite struct ExitStatusDocumentationTests {
    @Test func readmeTableListsEveryExitStatus() throws {
        let readme = try String(contentsOfFile: "\(RepositoryPaths.root)/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### Exit codes").dropFirst().first)
        let rows = section.components(separatedBy: "\n")
            .drop { !$0.hasPrefix("|---") }.dropFirst()
            .prefix { $0.hasPrefix("|") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let documented = rows.map { "\($0[0]) \($0[1])" }
        let statuses = ExitStatus.allCases.map { "\($0.rawValue) \($0.meaning)" }
        #expect(documented == statuses)
    }
}
