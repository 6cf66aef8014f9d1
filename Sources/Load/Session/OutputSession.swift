package import APIModel
import FileIO
import Foundation
package import PipelineSpec
package import PostgresOutput
import SQLiteOutput
package import Staging
package import TableFiles
package import Tabular
package import XLSXOutput

/// The outputs of one run, from its first table to its commit. It keeps the run's tables
/// (`RunTables`: the one copy every sink reads), hands each to every sink (`TableSink`: the table
/// files, the SQLite database, PostgreSQL when the pipeline loads into it), renders the season
/// workbooks through its `WorkbookQueue`, and `finish` does the rest in the order that makes a
/// failed load safe: the files and workbooks staged in one transaction, the keys decided over
/// the rows (the SQLite sink), the data package and the manifest staged, each database merged in
/// its own transaction, then the files committed together, or, in check mode, compared and discarded.
package final class OutputSession {
    /// The pipeline's name (the manifest's and the data package's), its `load:`, and the SHA-256
    /// of its file's bytes.
    private let name: String
    private let load: LoadSpec
    private let pipelineSHA256: String
    private let check: Bool
    private let shard: ShardFiles
    /// This tool's version, which the manifest names and check mode compares with the previous one's.
    private let toolVersion: String
    private let timings: any LoadTimings
    private let transaction: OutputTransaction
    private let tables: RunTables
    private let files: FileTableSink
    /// The SQLite database, and the keys every database declares.
    private let sqlite: SQLiteSink
    private let databases: [PostgresSink]
    /// The season workbooks, rendered on other tasks into the run's transaction.
    package let workbooks: WorkbookQueue
    package private(set) var manifestPath = ""
    /// The previous run's manifest, read once when the run begins (after any interrupted commit
    /// beside it is finished).
    package private(set) var previous = PreviousManifest.none
    /// The pipeline that wrote the manifest this run found, when it is another one (whose
    /// manifest the run then treats as absent).
    package private(set) var foreignManifestPipeline: PreviousManifest.ForeignPipeline?
    /// The pipeline file as given (nil for `convert`), and as the manifest names it once `begin` placed the manifest.
    private let pipelineFile: String?
    package private(set) var manifestPipelinePath: String?

    /// The outputs `load` names of a run of the pipeline `name` (in the file `pipelineFile`, whose
    /// SHA-256 is `pipelineSHA256`; check mode: `check`), a shard's files named by `shard`; `catalogOrder` is
    /// the table catalog's order of names, and the database server's notices go to `notice`.
    package init(
        name: String, pipelineFile: String?, load: LoadSpec, pipelineSHA256: String, check: Bool, shard: ShardFiles, catalogOrder: [String],
        toolVersion: String,
        timings: any LoadTimings, notice: @escaping @Sendable (SinkNotice) -> Void = { _ in }
    ) throws(LoadError) {
        self.name = name
        self.pipelineFile = pipelineFile
        self.load = load
        self.pipelineSHA256 = pipelineSHA256
        self.check = check
        self.shard = shard
        self.toolVersion = toolVersion
        self.timings = timings
        transaction = OutputTransaction(staging: check ? .scratch : .besideTargets)
        tables = try RunTables(catalogOrder: catalogOrder)
        files = FileTableSink(load: load, shard: shard, transaction: transaction, timings: timings)
        sqlite = SQLiteSink(path: load.sqlite.map(shard.named), transaction: transaction, timings: timings)
        databases = load.postgres.map { [PostgresSink(spec: $0, pipelineName: name, notice: notice)] } ?? []
        workbooks = WorkbookQueue(transaction: transaction, timings: timings)
    }

    /// Every sink, in the order they finish.
    private var sinks: [any TableSink] { [files, sqlite] + databases }

    /// Every staged path, manifest included, in staging order.
    package var stagedPaths: [String] { transaction.staged.map(\.path) }

    /// The manifest a run of `load` (one shard of it) stages, beside every output it writes.
    package static func manifestPath(load: LoadSpec, shard: ShardFiles, workbookPaths: [String]) -> String {
        shard.named(OutputLayout(load: load).manifestPath(workbookPaths: workbookPaths))
    }

    /// Finishes a commit a killed run left half done beside the manifest (which sits in the
    /// folder every output shares, workbooks included), then reads the previous manifest.
    package func begin(workbookPaths: [String]) throws {
        manifestPath = Self.manifestPath(load: load, shard: shard, workbookPaths: workbookPaths)
        try CommitRecovery.finishInterruptedCommit(besideFile: manifestPath)
        manifestPipelinePath = pipelineFile.map { ManifestPipelinePath.relative($0, manifestPath: manifestPath) }
        previous = PreviousManifest.read(at: manifestPath).owned(by: name, path: manifestPipelinePath) { foreignManifestPipeline = $0 }
    }

    /// Keeps the tables every league-season shares and hands them to each sink.
    package func receiveShared(_ shared: [Table]) throws {
        tables.receiveShared(shared)
        for sink in sinks { try sink.receiveShared(shared) }
    }

    /// Spools one league-season's own tables (built, or reused from an earlier run), each row
    /// placed in its partition, and hands them to each sink.
    package func receive(_ leagueSeason: LeagueSeasonTables) throws {
        let partitions = TablePartitions(keys: load.partitionBy, leagueSeasons: [leagueSeason.leagueSeason], tables: leagueSeason.tables)
        try tables.receive(leagueSeason) { partitions.placed($0, in: leagueSeason.leagueSeason) }
        for sink in sinks { try sink.receive(leagueSeason) }
    }

    /// Every league-season is handed over: finishes every output in the order the type's summary
    /// gives; `beforeCommit` runs just before the files commit (what must outlive a crash after it).
    package func finish(_ run: SessionRun, beforeCommit: () throws -> Void = {}) async throws -> SessionOutcome {
        let staged: [ManifestWarning]
        do {
            staged = try await files.finish(SinkRun(tables: tables, leagueSeasons: run.leagueSeasons, check: check))
        } catch {
            await workbooks.discard()
            throw error
        }
        var writerWarnings = staged + (try await workbooks.finish())
        let keyed = try await sqlite.finish(SinkRun(tables: tables, leagueSeasons: run.leagueSeasons, check: check))
        let (keys, database) = (keyed.keys, keyed.database)
        // A key or foreign key the database could not declare as such is a warning of the run.
        writerWarnings += (database?.notes ?? []).map { ManifestWarning(code: "sqlite_schema_fallback", message: $0, context: [:]) }
        let manifest = try timings.time(.finish) {
            try stageSummaries(keys: keys, database: database, manifest: run.manifest, writerWarnings: writerWarnings)
        }
        let sinkRun = SinkRun(
            tables: tables, leagueSeasons: run.leagueSeasons, check: check, prune: run.prune, keys: keys,
            manifestSHA256: ContentDigest.sha256(manifest.jsonBytes))
        var merged: PostgresLoadReport?
        for database in databases {
            let report = try await timings.time(.postgres) { try await database.finish(sinkRun) }
            merged = merged ?? report
        }
        let outcome = try timings.time(.finish) {
            try beforeCommit()
            return try commitOrCompare()
        }
        return SessionOutcome(
            committed: outcome.committed, check: outcome.check, manifest: manifest, database: merged, tableRows: tables.rowCounts)
    }

    /// Stages the data package and the manifest, listing every output staged so far; outputs the
    /// previous manifest listed that this run no longer writes are marked for removal in the same commit.
    private func stageSummaries(
        keys: [String: DeclaredKeys], database: SQLiteDatabaseSummary?, manifest inputs: ManifestInputs, writerWarnings: [ManifestWarning]
    ) throws -> Manifest {
        let package = DataPackage.jsonBytes(
            name: name, outputs: Manifest.outputs(transaction.staged, manifestPath: manifestPath), keys: keys,
            csvDialect: load.csvDialect)
        let packagePath = shard.named(DataPackage.path(besideManifest: manifestPath))
        try transaction.stage(package, at: packagePath, content: OutputContent(format: .datapackage))
        var outputs = Manifest.outputs(transaction.staged, manifestPath: manifestPath)
        for index in outputs.indices where outputs[index].format == .sqlite { outputs[index].tables = database?.tables }
        let manifest = inputs.manifest(
            toolVersion: toolVersion, pipelineName: name, pipelineSHA256: pipelineSHA256, pipelinePath: manifestPipelinePath,
            outputs: outputs, writerWarnings: writerWarnings)
        try transaction.stage(manifest.jsonBytes, at: manifestPath, content: OutputContent(format: .manifest))
        if !check {
            for owned in previous.ownedOutputs {
                transaction.stageRemoval(of: owned.path, sha256: owned.sha256)
            }
        }
        return manifest
    }

    /// Commits (a run) or compares with the files on disk and discards (check mode).
    private func commitOrCompare() throws -> (committed: [CommittedOutput], check: CheckReport?) {
        guard check else {
            let committed = try transaction.commit()
            markManifestAsRunStamp()
            return (committed, nil)
        }
        defer { transaction.rollback() }
        var report = try OutputCheck.compare(transaction, previousOutputs: previous.outputPaths, previousSheets: previous.sheetDigests)
        report.toolVersionChange = ToolVersionChange(previous: previous.toolVersion, current: toolVersion)
        return ([], report)
    }

    /// The manifest's mtime says when the run last succeeded, even when its bytes did not change,
    /// so a Makefile rule whose target is the manifest settles after one rerun. The tables keep
    /// theirs, so rules that read a table rebuild only when it changed.
    private func markManifestAsRunStamp() {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: manifestPath)
    }
}

/// What the session needs of the run when it finishes.
package struct SessionRun: Sendable {
    /// Every league-season the run exported, ascending (a shard's only, under `run --shard`).
    package let leagueSeasons: [LeagueSeason]
    /// `run --prune`: a database deletes the shared rows the run no longer writes.
    package let prune: Bool
    package let manifest: ManifestInputs

    package init(leagueSeasons: [LeagueSeason], prune: Bool, manifest: ManifestInputs) {
        self.leagueSeasons = leagueSeasons
        self.prune = prune
        self.manifest = manifest
    }
}

/// What finishing a run's outputs gave.
package struct SessionOutcome {
    /// Each output and whether it was created, replaced or left unchanged (empty in check mode).
    package let committed: [CommittedOutput]
    /// The comparison, in check mode.
    package let check: CheckReport?
    /// The manifest staged.
    package let manifest: Manifest
    /// What the database changed (in check mode, would change), when the pipeline loads into one.
    package let database: PostgresLoadReport?
    /// Each table's name and row count, in output order.
    package let tableRows: [(name: String, rows: Int)]
}
