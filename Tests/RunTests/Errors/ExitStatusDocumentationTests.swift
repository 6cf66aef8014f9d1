import Foundation
import Run
import Testing

/// The exit code table in docs/commands.md is what the CLI uses: every `ExitStatus`, same code, same words.
@Suite struct ExitStatusDocumentationTests {
    @Test func commandsPageListsEveryExitStatus() throws {
        let page = try String(contentsOfFile: "\(RepositoryPaths.root)/docs/commands.md", encoding: .utf8)
        let section = try #require(page.components(separatedBy: "### Exit codes").dropFirst().first)
        let rows = section.components(separatedBy: "\n")
            .drop { !$0.hasPrefix("|---") }.dropFirst()
            .prefix { $0.hasPrefix("|") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let documented = rows.map { "\($0[0]) \($0[1])" }
        let statuses = ExitStatus.allCases.map { "\($0.rawValue) \($0.meaning)" }
        #expect(documented == statuses)
    }
}
