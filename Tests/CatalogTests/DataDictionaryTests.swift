import Foundation
import Tabular
import TestSupport
import Testing
import Transform

/// Every column says what it holds, once, where its table declares it; the data dictionary in
/// `docs/DATA_DICTIONARY.md` is that catalog rendered (`RECORD_GOLDEN=1` rewrites it, and fails).
@Suite struct DataDictionaryTests {
    static let dictionary = CatalogConsistencyTests.root.appendingPathComponent("docs/DATA_DICTIONARY.md")

    @Test func everyColumnOfEveryTableHasADescription() {
        for entry in TableCatalog.all {
            let columns = entry.columns()
            #expect(!columns.isEmpty, "\(entry.name.rawValue) declares no columns")
            for column in columns {
                #expect(
                    column.description.trimmingCharacters(in: .whitespaces).count >= 8,
                    "\(entry.name.rawValue).\(column.name) has no description"
                )
                #expect(column.description.hasSuffix("."), "\(entry.name.rawValue).\(column.name): a description is a sentence")
            }
        }
    }

    @Test func percentageColumnsSayPercentAndTimesSayUTC() {
        for entry in TableCatalog.all {
            for column in entry.columns() {
                let name = "\(entry.name.rawValue).\(column.name)"
                if column.name.hasSuffix("_pct") {
                    #expect(column.unit == "percent", "\(name) is a percentage without its unit")
                    #expect(column.description.contains("0–100"), "\(name) does not give its scale")
                }
                if column.type == .timestamp {
                    #expect(column.description.contains("UTC, ISO 8601"), "\(name) does not say how its time is written")
                }
            }
        }
    }

    @Test func dataDictionaryIsTheCatalogRendered() throws {
        let generated = TableCatalog.markdownDataDictionary()
        GoldenFile.expectMatches(generated, named: Self.dictionary.lastPathComponent, in: Self.dictionary.deletingLastPathComponent().path)
        let written = try String(contentsOf: Self.dictionary, encoding: .utf8)
        for entry in TableCatalog.all {
            #expect(written.contains("\n## \(entry.name.rawValue)\n"), "the dictionary has no section for \(entry.name.rawValue)")
        }
    }
}
