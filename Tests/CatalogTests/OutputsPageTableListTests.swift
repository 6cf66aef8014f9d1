import Foundation
import TestSupport
import Testing
import Transform

/// The table list in docs/outputs.md is the catalog's, rendered: `RECORD_GOLDEN=1` rewrites it (and fails,
/// so nobody records by accident).
@Suite struct OutputsPageTableListTests {
    static let page = CatalogConsistencyTests.root.appendingPathComponent("docs/outputs.md")
    static let begin = "<!-- table list: generated from the catalog by Tests/CatalogTests; RECORD_GOLDEN=1 rewrites it -->\n"
    static let end = "<!-- end of table list -->"

    @Test func outputsPageListsEveryTableWithItsColumns() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "docs/outputs.md has no generated table list marker")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        // The golden is the page itself with the list between the markers regenerated, so
        // recording rewrites only that list.
        let regenerated = String(text[..<start.upperBound]) + TableCatalog.markdownTableList() + String(text[stop.lowerBound...])
        GoldenFile.expectMatches(regenerated, named: Self.page.lastPathComponent, in: Self.page.deletingLastPathComponent().path)
    }
}
