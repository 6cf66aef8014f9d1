package import APIModel
import Catalog
import Extract
import Foundation
package import PipelineSpec
import Staging

/// Reads pipeline files for the commands, with the process environment for `${VAR}`.
package enum PipelineFile {
    /// The pipeline at `path`. With `keyOptional` (an offline run, `validate`, `plan`, `leagues`:
    /// commands that send no request without `Pipeline.requireKey()`), an unset key variable is no
    /// error and the key says it is unset (any other unset variable is an error).
    package static func load(_ path: String, keyOptional: Bool = false) throws(PipelineSpecError) -> Pipeline {
        try PipelineLoader.load(path: path, environment: ProcessInfo.processInfo.environment, keyMayBeUnset: keyOptional)
    }

    /// The pipeline's `source`, or the recordings folder `recordings` when given instead of a
    /// pipeline file (`leagues --recordings DIR`). The key may be unset (`LeagueCatalogReader` says when it is needed).
    package static func source(pipeline path: String?, recordings: String?) throws(PipelineSpecError) -> SourceSpec {
        if let recordings { return .recorded(directory: recordings) }
        return try load(path ?? "", keyOptional: true).source
    }

    /// The league-seasons a recordings folder can replay (`leagues --recordings DIR`).
    package static func recordedLeagueSeasons(in directory: String) -> [LeagueSeason] {
        RecordedLeagueSeasons.list(in: directory)
    }

    /// The pipeline file's JSON Schema, as `football-etl schema` prints it.
    package static var schemaText: String { PipelineSchema.text() }

    /// Why a pipeline cannot be recorded; `message` is the usage error `record` prints.
    package enum RecordingRefusal: Error {
        /// It replays recordings already.
        case notAnAPISource
        /// Neither `--to` nor `source.api.record` names a folder.
        case noFolder

        package var message: String {
            switch self {
            case .notAnAPISource: "record needs a pipeline with `source: api`; this one replays recordings already."
            case .noFolder: "say where to record: --to DIR, or `record:` under `source.api`."
            }
        }
    }

    /// A pipeline set to record its API answers, and the folder they go to.
    package struct Recording {
        package let pipeline: Pipeline
        package let folder: String
    }

    /// The pipeline at `path`, set to record its API answers in `folder` (or in its own
    /// `source.api.record`); `offline`: the key may be unset, as in `load`.
    package static func loadForRecording(_ path: String, to folder: String?, offline: Bool = false) throws -> Recording {
        var pipeline = try load(path, keyOptional: offline)
        guard case .api(var api) = pipeline.source else { throw RecordingRefusal.notAnAPISource }
        guard let folder = folder ?? api.recordDirectory else { throw RecordingRefusal.noFolder }
        api.recordDirectory = folder
        pipeline.source = .api(api)
        return Recording(pipeline: pipeline, folder: folder)
    }

    /// Whether the pipeline merges its tables into PostgreSQL (`load.postgres`), which `--prune` needs.
    package static func loadsPostgres(_ pipeline: Pipeline) -> Bool {
        pipeline.load.postgres != nil
    }

    /// One line about a valid pipeline: `demo-2023: recorded source, 1 league, 1 season, 13 datasets → csv, ndjson, xlsx`.
    package static func describe(_ pipeline: Pipeline) -> String {
        let source =
            switch pipeline.source {
            case .recorded(let directory, _): "recordings in \(directory)"
            case .api(let api): "the live API (\(api.host.rawValue))"
            }
        let leagues = pipeline.scope.leagues.count
        let seasons =
            switch pipeline.scope.seasons {
            case .years(let years): "\(years.count) season\(years.count == 1 ? "" : "s")"
            case .current: "current seasons"
            }
        let outputs =
            (OutputFormat.allCases.filter { $0.isNamed(in: pipeline.load) }.map(\.rawValue)
            + [pipeline.load.postgres.map(\.description)].compactMap { $0 }).joined(separator: ", ")
        return
            "\(pipeline.origin.path) is valid: pipeline \(pipeline.name) reads \(source) for \(leagues) league\(leagues == 1 ? "" : "s") "
            + "and \(seasons), extracts \(pipeline.extract.datasets.map(\.rawValue).joined(separator: ", ")), writes \(outputs)."
    }
}
