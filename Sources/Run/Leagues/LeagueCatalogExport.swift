package import APIModel
import CPUWork
import PipelineSpec
import TableFiles
import Tabular
import Transform

/// The `leagues` table of a catalog search, as CSV or NDJSON text (the same table `run` writes),
/// built off the cooperative pool (`CPUJobs`).
package enum LeagueCatalogExport {
    package static func csv(_ leagues: [LeagueCatalogEntry]) async -> String {
        await CPUJobs.offPool { render(leagues, with: CSVTableWriter()) }
    }

    package static func ndjson(_ leagues: [LeagueCatalogEntry]) async -> String {
        await CPUJobs.offPool { render(leagues, with: NDJSONTableWriter()) }
    }

    private static func render(_ leagues: [LeagueCatalogEntry], with writer: any TableWriter) -> String {
        var data = ExtractedData()
        data.catalog = leagues
        guard
            let table = OutputTablesBuilder.build(from: data, transform: TransformSpec()).tables.first(where: {
                $0.name == TableName.leagues.rawValue
            })
        else { return "" }
        return String(decoding: writer.render(table), as: UTF8.self)
    }
}
