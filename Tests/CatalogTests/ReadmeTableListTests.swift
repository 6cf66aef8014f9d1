import TestSupport
import Foundation
import Testing
import Transform

/// The README's table list is the catalog's, rendered: `RECORD_GOLDEN=1` rewrites it (and fails,
/// so nobody records by accident).
@Suite struct ReadmeTableListTests {
    static let readme = CatalogConsistencyTests.root.appendingPathComponent("README.md")
    static let begin = "<!-- table list: generated from the catalog by Tests/CatalogTests; RECORD_GOLDEN=1 rewrites it -->\n"
    static let end = "<!-- end of table list -->"

    @Test func readmeListsEveryTableWithItsColumns() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "README has no generated table list marker")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let listed = String(text[start.upperBound..<stop.lowerBound])
        let generated = TableCatalog.markdownTableList()
        if GoldenFile.isRecording {
            try (text[..<start.upperBound] + generated + text[stop.lowerBound...]).write(to: Self.readme, atomically: true, encoding: .utf8)
            Issue.record("RECORD_GOLDEN=1: rewrote the README's table list; run again without it")
            return
        }
        #expect(listed == generated, "README's table list is stale: run the CatalogTests with RECORD_GOLDEN=1")
    }
}
