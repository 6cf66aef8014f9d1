import Foundation
package import PipelineSpec
import Tabular

/// Stages a run's outputs in one transaction (tables in each format, workbooks, the SQLite
/// database, the data package, the manifest last) and then either commits them together or, in
/// check mode, compares and discards them. It opens the run's sinks (`OutputSinks`: the files,
/// and PostgreSQL when the pipeline loads into it) and its `WorkbookQueue`.
package final class OutputStaging {
    private let pipeline: Pipeline
    private let check: Bool
    private let shard: ShardFiles
    /// Table names in the table catalog's order.
    private let catalogOrder: [String]
    /// This tool's version, which check mode compares with the previous manifest's.
    private let toolVersion: String
    private let timings: any LoadTimings
    private let transaction: OutputTransaction
    package private(set) var manifestPath = ""
    /// The previous run's manifest, read once when the run begins (after any interrupted commit
    /// beside it is finished).
    package private(set) var previous = PreviousManifest.none
    private var warnings: [ManifestWarning] = []

    /// The outputs of a run of `pipeline` (check mode: `check`), a shard's files named by `shard`.
    package init(
        pipeline: Pipeline, check: Bool, shard: ShardFiles, catalogOrder: [String], toolVersion: String, timings: any LoadTimings
    ) {
        self.pipeline = pipeline
        self.check = check
        self.shard = shard
        self.catalogOrder = catalogOrder
        self.toolVersion = toolVersion
        self.timings = timings
        transaction = OutputTransaction(staging: check ? .scratch : .besideTargets)
    }

    /// Every staged path, manifest included, in staging order.
    package var stagedPaths: [String] { transaction.staged.map(\.path) }

    /// The manifest a run of `load` (one shard of it) stages, beside every output it writes.
    package static func manifestPath(load: LoadSpec, shard: ShardFiles, workbookPaths: [String]) -> String {
        shard.named(OutputLayout(load: load).manifestPath(workbookPaths: workbookPaths))
    }

    /// Finishes a commit a killed run left half done beside the manifest (which sits in the
    /// folder every output shares, workbooks included), then reads the previous manifest.
    package func begin(workbookPaths: [String]) throws {
        manifestPath = Self.manifestPath(load: pipeline.load, shard: shard, workbookPaths: workbookPaths)
        try CommitRecovery.finishInterruptedCommit(besideFile: manifestPath)
        previous = PreviousManifest.read(at: manifestPath)
    }

    /// The run's sinks: the table files staging into this run's transaction, timed by phase,
    /// and the PostgreSQL database when the pipeline loads into one, whose server's notices go
    /// to `notice`.
    package func sinks(notice: @escaping @Sendable (SinkNotice) -> Void = { _ in }) throws -> OutputSinks {
        let files = try FileTableSink(load: pipeline.load, shard: shard, catalogOrder: catalogOrder, transaction: transaction, timings: timings)
        let database = try pipeline.load.postgres.map { spec throws(LoadError) in
            try PostgresSink(spec: spec, pipelineName: pipeline.name, catalogOrder: catalogOrder, notice: notice)
        }
        return OutputSinks(files: files, databases: database.map { [$0] } ?? [])
    }

    /// The queue the season workbooks are rendered through, into this run's transaction.
    package func workbookQueue() -> WorkbookQueue {
        WorkbookQueue(transaction: transaction, timings: timings)
    }

    /// Lists the writers' own warnings (characters CSV and XLSX leave out) in the manifest.
    package func note(_ writerWarnings: [ManifestWarning]) {
        warnings += writerWarnings
    }

    /// Stages the SQLite database, the data package and the manifest, which `manifest` builds
    /// from the entries of the other files and the writers' warnings (characters CSV and XLSX
    /// leave out); returns it with the keys the rows satisfy, which databases declare. Outputs
    /// the previous manifest listed that this run no longer writes are marked for removal in
    /// the same commit.
    package func stageSummaries(
        tables files: SpooledTableFiles, manifest: (_ outputs: [ManifestOutput], _ warnings: [ManifestWarning]) -> Manifest
    ) throws -> StagedSummaries {
        // The database's builder also decides the keys the data package declares; without a
        // database, one holding only the key columns decides them.
        let builder: SQLiteDatabaseBuilder
        let keys: [String: DeclaredKeys]
        do {
            builder = try SQLiteDatabaseBuilder()
            try timings.time(.sqlite) { try files.fill(builder, keysOnly: pipeline.load.sqlite == nil) }
            keys = try builder.declaredKeys()
        } catch let error as LoadError {
            throw error
        } catch {
            // The SQLite library's own errors (a full disk, a temp folder that cannot be written).
            throw LoadError.sqliteScratch(error)
        }
        let database = try timings.time(.sqlite) {
            try pipeline.load.sqlite.map { path throws(LoadError) in try transaction.stageDatabase(builder, at: shard.named(path)) }
        }
        let package = DataPackage.jsonBytes(
            name: pipeline.name, outputs: Manifest.outputs(transaction.staged, manifestPath: manifestPath), keys: keys,
            csvDialect: pipeline.load.csvDialect)
        let packagePath = shard.named(DataPackage.path(besideManifest: manifestPath))
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
        return StagedSummaries(manifest: value, keys: keys)
    }

    /// Commits (a run) or compares with the files on disk and discards (check mode).
    package func finish() throws -> OutputOutcome {
        guard check else {
            let committed = try transaction.commit()
            markManifestAsRunStamp()
            return OutputOutcome(committed: committed, check: nil)
        }
        defer { transaction.rollback() }
        var report = try OutputCheck.compare(transaction, previousOutputs: previous.outputPaths, previousSheets: previous.sheetDigests)
        report.toolVersionChange = ToolVersionChange(previous: previous.toolVersion, current: toolVersion)
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
package struct OutputOutcome {
    /// Each output and whether it was created, replaced or left unchanged (empty in check mode).
    package let committed: [CommittedOutput]
    package let check: CheckReport?
}

/// The manifest a run staged and the keys its tables' rows satisfy (`DeclaredKeys`), by table.
package struct StagedSummaries {
    package let manifest: Manifest
    package let keys: [String: DeclaredKeys]
}
