import Catalog
import Foundation
import Testing

/// `football-etl datasets` prints every dataset of the catalog with its cost and its tables,
/// judged by the CLI's stdout against the catalog.
@Suite struct DatasetsCommandTests {
    @Test func everyDatasetIsListedWithItsCostAndTables() async throws {
        let outcome = try await ToolProcess.footballETL(["datasets"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == DatasetCatalog.all.count + 2)
        for (line, descriptor) in zip(lines.dropFirst(), DatasetCatalog.all) {
            let cells = line.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells == [descriptor.name.rawValue, descriptor.requests.costText, descriptor.tables.joined(separator: ", ")])
        }
    }
}
