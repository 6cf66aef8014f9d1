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
        // The golden is the README itself with the list between the markers regenerated, so
        // recording rewrites only that list.
        let regenerated = String(text[..<start.upperBound]) + TableCatalog.markdownTableList() + String(text[stop.lowerBound...])
        GoldenFile.expectMatches(regenerated, named: Self.readme.lastPathComponent, in: Self.readme.deletingLastPathComponent().path)
    }
}
