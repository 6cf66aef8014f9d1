import Catalog
import Foundation

/// What `football-etl datasets` prints: every dataset a pipeline can name under `extract:`,
/// what it costs in requests and which tables it writes, from the dataset catalog.
package enum DatasetList {
    /// One line per dataset, aligned: name, cost, tables; then how to read it.
    package static var text: String {
        let rows = DatasetCatalog.all.map { descriptor in
            [descriptor.name.rawValue, descriptor.requests.costText, descriptor.tables.joined(separator: ", ")]
        }
        let header = ["dataset", "requests", "tables"]
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
            + "\n\(rows.count) datasets; name them under `extract:` (tables are listed in the README and docs/DATA_DICTIONARY.md)\n"
    }
}
