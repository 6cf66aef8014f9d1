import APIModel
import CPUWork
import Catalog
import Extract
import FileIO
import Foundation
import Intake
import Load
package import PipelineSpec
package import Staging
import TableFiles
import Tabular
import Transform
import XLSXOutput

/// `football-etl convert`: builds every table it can from saved API envelopes (any file names,
/// any folders), detecting each file's endpoint from its `get` and `parameters`.
package struct SavedResponseConverter: Sendable {
    /// A file that could not be used, and why.
    package struct Unused: Sendable, Equatable {
        package let path: String
        package let reason: String
    }

    /// What a conversion did.
    package struct Outcome: Sendable {
        package var used: [String]
        package var unused: [Unused]
        package var tables: [TableRowCount]
        /// What building the tables found (`details_without_fixture: fixture 1208021: …`), sorted.
        package var warnings: [String]
        package var outputs: [CommittedOutput]
    }

    package let transform: TransformSpec
    /// The season workbooks to write too, one per league-season with fixtures; nil for none.
    package let workbook: WorkbookSpec?
    /// How saved answers are read and taken in: a run's intake, under its answer cap
    /// (`source.max_answer_mb` of a `--load` pipeline, else the standard cap).
    let intake: AnswerIntake

    package init(transform: TransformSpec = TransformSpec(), workbook: WorkbookSpec? = nil, answerLimit: AnswerSizeLimit = .standard) {
        self.transform = transform
        self.workbook = workbook
        intake = AnswerIntake(limit: answerLimit)
    }

    /// A converter that also writes season workbooks at `template`; nil when the template is
    /// not a workbook path (see `WorkbookSpec.isValidPathTemplate`).
    package init?(workbookTemplate template: String) {
        guard WorkbookSpec.isValidPathTemplate(template) else { return nil }
        self.init(workbook: WorkbookSpec(pathTemplate: template))
    }

    /// Reads `inputs` (files, or folders searched for `*.json`), writes `<table>.csv` and
    /// `<table>.ndjson` to `folder`, and the season workbooks when asked.
    package func convert(_ inputs: [String], into folder: String) async throws -> Outcome {
        try await convert(inputs, load: LoadSpec(csv: folder, ndjson: folder, xlsx: workbook))
    }

    /// Reads `inputs` and writes every file format `load` names through the run's output session,
    /// as a run of a pipeline with that `load:` would (partitions, keys, workbooks, the data package
    /// and the manifest); `pipelineSHA256` is the manifest's digest of the pipeline file ("" for none).
    package func convert(_ inputs: [String], load: LoadSpec, pipelineSHA256: String = "") async throws -> Outcome {
        // Convert writes files; a `postgres:` is `run`'s (`ConvertOutputs.unwritten` says so).
        var load = load
        load.postgres = nil
        let read = try await CPUJobs.offPool { [self] in try readAndBuild(inputs) }
        let (data, built, used, unused, found) = (read.data, read.built, read.used, read.unused, read.found)
        let split = ConvertedLeagueSeasons(built.tables)
        let workbookLeagueSeasons = SeasonWorkbooks.leagueSeasons(withFixturesIn: data)
        let workbooks = load.xlsx.map { SeasonWorkbooks(spec: $0, load: load, data: data, leagueSeasons: workbookLeagueSeasons) }
        let session = try OutputSession(
            name: "football-etl-convert", pipelineFile: nil, load: load, pipelineSHA256: pipelineSHA256, check: false,
            shard: ShardFiles(nil),
            catalogOrder: TableName.allCases.map(\.rawValue), toolVersion: ToolVersion.current, timings: PhaseTimings())
        try session.begin(workbookPaths: workbookLeagueSeasons.compactMap { workbooks?.path(of: $0) })
        try session.receiveShared(split.shared)
        for leagueSeason in split.perLeagueSeason { try session.receive(leagueSeason) }
        for leagueSeason in workbookLeagueSeasons {
            guard let workbook = workbooks?.workbook(of: leagueSeason, tables: built.tables) else { continue }
            await session.workbooks.waitForRoom()
            try session.workbooks.submit(workbook)
        }
        let transformWarnings = built.warnings + built.issues.warnings
        let ownWarnings = found.map(ManifestWarning.init) + transformWarnings.map(ManifestWarning.init)
        let leagueSeasons = split.leagueSeasons
        // Convert makes no request: the manifest counts none (the files it used are in its log).
        let outcome = try await session.finish(
            SessionRun(
                leagueSeasons: leagueSeasons, prune: false,
                manifest: ManifestInputs(
                    scope: ManifestScope(
                        leagues: Set(leagueSeasons.map(\.league)).sorted(), seasons: Set(leagueSeasons.map(\.season)).sorted()),
                    requests: RequestCounts(), warnings: ownWarnings, skipped: [], generatedAt: nil,
                    fixtures: FixtureStates.states(of: built.tables), valueIssues: built.issues.sorted.map(ManifestValueIssue.init))))
        return Outcome(
            used: used, unused: unused, tables: outcome.tableRows.map { TableRowCount(name: $0.name, rows: $0.rows) },
            warnings: found.map(\.description) + transformWarnings.map(\.description)
                + outcome.manifest.warnings.dropFirst(ownWarnings.count).map(\.message),
            outputs: outcome.committed)
    }

    /// Every `.json` file named or inside a named folder, sorted, each once.
    static func jsonFiles(in inputs: [String]) throws(RunError) -> [String] {
        var files: Set<String> = []
        let manager = FileManager.default
        for input in inputs {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isFolder) else {
                throw .unreadableInput(path: input, reason: "no such file or folder")
            }
            guard isFolder.boolValue else {
                files.insert(input)
                continue
            }
            for case let relative as String in manager.enumerator(atPath: input) ?? NSEnumerator() where relative.hasSuffix(".json") {
                files.insert(FilePath.joined(input, relative))
            }
        }
        return files.sorted()
    }

    /// A saved file: its bytes, or why it is not used.
    enum SavedFile {
        case bytes([UInt8])
        case unused(Unused)
    }

    /// A saved answer's bytes, read as a run reads a recording: a regular file of at most the
    /// intake's cap. A device, a FIFO or a file above the cap is a file not used, with why; a
    /// file the system will not let be read stops the conversion.
    func read(_ path: String) throws(RunError) -> SavedFile {
        let bytes: [UInt8]?
        do {
            bytes = try intake.read(path)
        } catch {
            switch error.cause {
            case .notARegularFile(let kind): return .unused(Unused(path: path, reason: "\(kind.words), not a saved answer"))
            case .tooLarge(_, let limit):
                return .unused(Unused(path: path, reason: "larger than an answer may be (\(limit >> 20) MiB), so not read"))
            default: throw .unreadableInput(path: path, reason: "cannot be read: \(error.reason)")
            }
        }
        guard let bytes else { throw .unreadableInput(path: path, reason: "no such file") }
        return .bytes(bytes)
    }
}
