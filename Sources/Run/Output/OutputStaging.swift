import Foundation
import Load
import PipelineSpec
import Tabular

/// Stages a run's files in one transaction (tables in each format, workbooks, the manifest
/// last) and then either commits them together or, in check mode, compares and discards them.
final class OutputStaging {
    private let pipeline: Pipeline
    private let check: Bool
    private let transaction: OutputTransaction
    private(set) var manifestPath = ""

    init(pipeline: Pipeline, check: Bool) {
        self.pipeline = pipeline
        self.check = check
        transaction = OutputTransaction(staging: check ? .scratch : .besideTargets)
    }

    /// Every staged path, manifest included, in staging order.
    var stagedPaths: [String] { transaction.staged.map(\.path) }

    /// Finishes a commit a killed run left half done beside the manifest, then stages every file;
    /// `manifest` receives the entries of the other files and the warnings of the writers
    /// (characters CSV and XLSX leave out). Outputs the previous manifest listed that this run no
    /// longer writes are marked for removal in the same commit.
    func stage(
        tables: [Table], workbooks: [(path: String, document: WorkbookDocument)],
        manifest: (_ outputs: [ManifestOutput], _ warnings: [ManifestWarning]) -> Manifest
    ) throws -> Manifest {
        manifestPath = OutputLayout(load: pipeline.load).manifestPath(workbookPaths: workbooks.map(\.path))
        try CommitRecovery.finishInterruptedCommit(besideFile: manifestPath)
        try transaction.stageTables(tables, for: pipeline.load)
        var warnings = pipeline.load.csv == nil ? [] : ForbiddenCharacters.warnings(for: tables)
        for workbook in workbooks {
            try transaction.stageWorkbook(workbook.document, at: workbook.path)
            if let warning = workbook.document.forbiddenCharacterWarning(path: workbook.path) { warnings.append(warning) }
        }
        let database = try pipeline.load.sqlite.map { path throws(LoadError) in try transaction.stageDatabase(tables, at: path) }
        let package = DataPackage.jsonBytes(
            name: pipeline.name, outputs: Manifest.outputs(transaction.staged, manifestPath: manifestPath), tables: tables,
            csvDialect: pipeline.load.csvDialect)
        try transaction.stage(package, at: DataPackage.path(besideManifest: manifestPath), content: OutputContent(format: .datapackage))
        var outputs = Manifest.outputs(transaction.staged, manifestPath: manifestPath)
        for index in outputs.indices where outputs[index].format == .sqlite { outputs[index].tables = database?.tables }
        // A key or foreign key the database could not declare as such is a warning of the run.
        warnings += (database?.notes ?? []).map { ManifestWarning(code: "sqlite_schema_fallback", message: $0, context: [:]) }
        let value = manifest(outputs, warnings)
        try transaction.stage(value.jsonBytes, at: manifestPath, content: OutputContent(format: .manifest))
        if !check {
            for previous in Manifest.previousOwnedOutputs(manifestAt: manifestPath) {
                transaction.stageRemoval(of: previous.path, sha256: previous.sha256)
            }
        }
        return value
    }

    /// Commits (a run) or compares with the files on disk and discards (check mode).
    func finish() throws -> (committed: [CommittedOutput], check: CheckReport?) {
        guard check else {
            let committed = try transaction.commit()
            markManifestAsRunStamp()
            return (committed, nil)
        }
        defer { transaction.rollback() }
        let previous = (try? Manifest.previousOutputPaths(manifestAt: manifestPath)) ?? []
        let sheets = (try? Manifest.previousSheetDigests(manifestAt: manifestPath)) ?? [:]
        return ([], try OutputCheck.compare(transaction, previousOutputs: previous, previousSheets: sheets))
    }

    /// The manifest's mtime says when the run last succeeded, even when its bytes did not change,
    /// so a Makefile rule whose target is the manifest settles after one rerun. The tables keep
    /// theirs, so rules that read a table rebuild only when it changed.
    private func markManifestAsRunStamp() {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: manifestPath)
    }
}
