import APIModel
import Load
import PipelineSpec
import Tabular
import Transform

/// Stages what `convert` writes from its built tables, in every format a pipeline's `load:`
/// names: CSV, NDJSON and Parquet table files, the season workbooks, the SQLite database, and
/// the data package beside them (where a run's manifest would be). One transaction: all or nothing.
struct ConvertedFiles {
    let load: LoadSpec
    let name: String

    /// Stages every file and returns the writers' warnings (characters a format leaves out).
    func stage(_ tables: [Table], data: ExtractedData, into transaction: OutputTransaction) throws -> [String] {
        try transaction.stageTables(tables, for: load)
        var warnings: [String] = []
        var workbookPaths: [String] = []
        if let workbook = load.xlsx {
            let workbooks = SeasonWorkbooks.planned(
                workbook, load: load, tables: TableSet(tables), data: data,
                leagueSeasons: SeasonWorkbooks.leagueSeasons(withFixturesIn: data))
            for planned in workbooks {
                warnings += try transaction.stageWorkbook(planned.build(), at: planned.path).map { "\($0.message) (\(planned.path))" }
                workbookPaths.append(planned.path)
            }
        }
        // As in a run, the database's builder decides the keys the data package declares.
        let keys: [String: DeclaredKeys]
        do {
            let builder = try SQLiteDatabaseBuilder()
            for table in tables { try builder.begin(table) }
            keys = try builder.declaredKeys()
            if let path = load.sqlite {
                let summary = try transaction.stageDatabase(builder, at: path)
                warnings += summary.notes
            }
        } catch let error as LoadError {
            throw error
        } catch {
            throw LoadError.sqliteScratch(error)
        }
        let manifestPath = OutputLayout(load: load).manifestPath(workbookPaths: workbookPaths)
        let package = DataPackage.jsonBytes(
            name: name, outputs: Manifest.outputs(transaction.staged, manifestPath: manifestPath), keys: keys,
            csvDialect: load.csvDialect)
        try transaction.stage(package, at: DataPackage.path(besideManifest: manifestPath), content: OutputContent(format: .datapackage))
        return warnings
    }
}
