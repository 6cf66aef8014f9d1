import Catalog

/// What `football-etl datasets` prints: every dataset a pipeline can name under `extract:`,
/// what it costs in requests and which tables it writes, from the dataset catalog.
package enum DatasetList {
    /// One line per dataset, aligned: name, cost, tables; then how to read it.
    package static var text: String {
        let rows = DatasetCatalog.all.map { descriptor in
            [descriptor.name.rawValue, descriptor.requests.costText, descriptor.tables.joined(separator: ", ")]
        }
        return AlignedText.lines(header: ["dataset", "requests", "tables"], rows: rows)
            + "\n\(rows.count) datasets; name them under `extract:` (tables are listed in docs/outputs.md and docs/DATA_DICTIONARY.md)\n"
    }
}
