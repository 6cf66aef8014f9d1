import FileIO
import Extract
import Foundation
import Load
import PipelineSpec
import Tabular
import Transform

/// Stages a run's files in one transaction (tables in each format, workbooks, the database,
/// the data package, the manifest last) and then either commits them together or, in check
/// mode, compares and discards them.
final class OutputStaging {
    private let pipeline: Pipeline
    private let check: Bool
    private let shard: UnitShard?
    private let timings: PhaseTimings
    private let transaction: OutputTransaction
    private(set) var manifestPath = ""
    /// The previous run's manifest, read once when the run begins (after any interrupted commit
    /// beside it is finished).
    private(set) var previous = PreviousManifest.none
    private var warnings: [ManifestWarning] = []
    /// The keys each table's rows satisfy, once `stageSummaries` has decided them.
    private var declaredKeys: [String: DeclaredKeys] = [:]

    init(pipeline: Pipeline, check: Bool, shard: UnitShard?, timings: PhaseTimings) {
        self.pipeline = pipeline
        self.check = check
        self.shard = shard
        self.timings = timings
        transaction = OutputTransaction(staging: check ? .scratch : .besideTargets)
    }

    /// Every staged path, manifest included, in staging order.
    var stagedPaths: [String] { transaction.staged.map(\.path) }

    /// Finishes a commit a killed run left half done beside the manifest (which sits in the
    /// folder every output shares, workbooks included).
    func begin(workbookPaths: [String]) throws {
        manifestPath = ShardFiles(shard).named(OutputLayout(load: pipeline.load).manifestPath(workbookPaths: workbookPaths))
        try CommitRecovery.finishInterruptedCommit(besideFile: manifestPath)
        previous = PreviousManifest.read(at: manifestPath)
    }

    /// The transaction, for the workbooks rendered on other tasks (`WorkbookQueue`).
    var workbookTransaction: OutputTransaction { transaction }

    /// The table files as a sink staging into this run's transaction, timed by phase.
    func fileSink() throws -> FileTableSink {
        try FileTableSink(
            load: pipeline.load, shard: ShardFiles(shard), catalogOrder: OutputTableName.allCases.map(\.rawValue),
            transaction: transaction
        ) { [timings] format, body in
            try timings.measure(format.phase, body)
        }
    }

    /// Lists the writers' own warnings (characters CSV and XLSX leave out) in the manifest.
    func note(_ writerWarnings: [ManifestWarning]) {
        warnings += writerWarnings
    }

    /// Stages the database, the data package and the manifest, which `manifest` builds from the
    /// entries of the other files and the writers' warnings (characters CSV and XLSX leave out).
    /// Outputs the previous manifest listed that this run no longer writes are marked for
    /// removal in the same commit.
    func stageSummaries(
        tables files: SpooledTableFiles, manifest: (_ outputs: [ManifestOutput], _ warnings: [ManifestWarning]) -> Manifest
    ) throws -> Manifest {
        // The database's builder also decides the keys the data package declares; without a
        // database, one holding only the key columns decides them.
        let builder: SQLiteDatabaseBuilder
        let keys: [String: DeclaredKeys]
        do {
            builder = try SQLiteDatabaseBuilder()
            try timings.measure(.sqlite) { try files.fill(builder, keysOnly: pipeline.load.sqlite == nil) }
            keys = try builder.declaredKeys()
            declaredKeys = keys
        } catch let error as LoadError {
            throw error
        } catch {
            // The SQLite library's own errors (a full disk, a temp folder that cannot be written).
            throw LoadError.sqliteScratch(error)
        }
        let database = try timings.measure(.sqlite) {
            try pipeline.load.sqlite.map { path throws(LoadError) in try transaction.stageDatabase(builder, at: ShardFiles(shard).named(path)) }
        }
        let package = DataPackage.jsonBytes(
            name: pipeline.name, outputs: Manifest.outputs(transaction.staged, manifestPath: manifestPath), keys: keys,
            csvDialect: pipeline.load.csvDialect)
        let packagePath = ShardFiles(shard).named(DataPackage.path(besideManifest: manifestPath))
        try transaction.stage(package, at: packagePath, content: OutputContent(format: .datapackage))
        var outputs = Manifest.outputs(transaction.staged, manifestPath: manifestPath)
        for index in outputs.indices where outputs[index].format == .sqlite { outputs[index].tables = database?.tables }
        // A key or foreign key the database could not declare as such is a warning of the run.
        warnings += (database?.notes ?? []).map { ManifestWarning(code: "sqlite_schema_fallback", message: $0, context: [:]) }
        let value = manifest(outputs, warnings)
        try transaction.stage(value.jsonBytes, at: manifestPath, content: OutputContent(format: .manifest))
        if !check {
            for owned in previous.ownedOutputs {
                transaction.stageRemoval(of: owned.path, sha256: owned.sha256)
            }
        }
        return value
    }

    /// Merges every table into the pipeline's PostgreSQL database in one transaction (check
    /// mode: compares and rolls back), recording the staged manifest's SHA-256; nil without one.
    func loadDatabase(tables files: SpooledTableFiles, manifest: Manifest, prune: Bool) throws -> PostgresLoadReport? {
        guard let spec = pipeline.load.postgres else { return nil }
        let sink = PostgresFeeds.sink(spec, pipeline: pipeline, files: files, keys: declaredKeys)
        return try sink.finish(manifestSHA256: ContentDigest.sha256(manifest.jsonBytes), check: check, prune: prune)
    }

    /// `folder/sub/name`, with no empty component (the shared part's `sub` is empty).
    private static func path(_ folder: String, _ sub: String, _ name: String) -> String {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return ([base, sub, name].filter { !$0.isEmpty }).joined(separator: "/")
    }

    /// Commits (a run) or compares with the files on disk and discards (check mode).
    func finish() throws -> OutputOutcome {
        guard check else {
            let committed = try transaction.commit()
            markManifestAsRunStamp()
            return OutputOutcome(committed: committed, check: nil)
        }
        defer { transaction.rollback() }
        var report = try OutputCheck.compare(transaction, previousOutputs: previous.outputPaths, previousSheets: previous.sheetDigests)
        report.toolVersionChange = ToolVersionChange(previous: previous.toolVersion, current: ToolVersion.current)
        return OutputOutcome(committed: [], check: report)
    }

    /// The manifest's mtime says when the run last succeeded, even when its bytes did not change,
    /// so a Makefile rule whose target is the manifest settles after one rerun. The tables keep
    /// theirs, so rules that read a table rebuild only when it changed.
    private func markManifestAsRunStamp() {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: manifestPath)
    }
}

/// What finishing a run's outputs gave: the files committed, or the comparison in check mode.
struct OutputOutcome {
    /// Each output and whether it was created, replaced or left unchanged (empty in check mode).
    let committed: [CommittedOutput]
    let check: CheckReport?
}

extension OutputFormat {
    /// The `run --timings` phase its table files are timed in.
    fileprivate var phase: PhaseTimings.Phase {
        switch self {
        case .ndjson: .ndjson
        case .parquet: .parquet
        default: .csv
        }
    }
}
