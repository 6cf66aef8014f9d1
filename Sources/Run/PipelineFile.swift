import Foundation
import PipelineSpec

/// Reads pipeline files for the commands, with the process environment for `${VAR}`.
package enum PipelineFile {
    package static func load(_ path: String) throws(PipelineSpecError) -> Pipeline {
        try PipelineLoader.load(path: path, environment: ProcessInfo.processInfo.environment)
    }

    /// One line about a valid pipeline: `demo-2023: recorded source, 1 league, 1 season, 13 datasets → csv, ndjson, xlsx`.
    package static func describe(_ pipeline: Pipeline) -> String {
        let source = switch pipeline.source {
        case .recorded(let directory): "recordings in \(directory)"
        case .api(let api): "the live API (\(api.host.rawValue))"
        }
        let leagues = pipeline.scope.leagues.count
        let seasons = switch pipeline.scope.seasons {
        case .years(let years): "\(years.count) season\(years.count == 1 ? "" : "s")"
        case .current: "current seasons"
        }
        let outputs = [
            pipeline.load.csv.map { _ in "csv" }, pipeline.load.ndjson.map { _ in "ndjson" },
            pipeline.load.parquet.map { _ in "parquet" }, pipeline.load.xlsx.map { _ in "xlsx" },
            pipeline.load.sqlite.map { _ in "sqlite" },
        ].compactMap { $0 }.joined(separator: ", ")
        return "\(pipeline.origin.path) is valid: pipeline \(pipeline.name) reads \(source) for \(leagues) league\(leagues == 1 ? "" : "s") "
            + "and \(seasons), extracts \(pipeline.extract.datasets.map(\.rawValue).joined(separator: ", ")), writes \(outputs)."
    }
}
