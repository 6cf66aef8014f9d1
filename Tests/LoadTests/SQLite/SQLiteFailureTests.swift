import Foundation
import LibSQLite
import Tabular
import TestSupport
import Testing

@testable import SQLiteOutput
@testable import Staging

/// SQLite's failures end a run with README's codes: a full disk is an I/O failure (74), a file
/// that cannot be made is 73, and a scratch failure names the temp folder, not the database.
@Suite struct SQLiteFailureTests {
    private static let table = Table(name: "teams", columns: [Column("team_id", .integer)], key: ["team_id"], rows: [[.integer(1)]])

    /// Reader: SQLite itself, whose `VACUUM INTO /dev/full` meets ENOSPC and says SQLITE_FULL.
    @Test func aFullDiskIsAnIOFailure() throws {
        let folder = try ScratchDirectory()
        let builder = try SQLiteDatabaseBuilder(scratchDirectory: folder.path)
        try builder.begin(Self.table)
        var failure: SQLiteError?
        do { _ = try builder.finish(to: "/dev/full") } catch { failure = error }
        let error = try #require(failure)
        #expect(error.isIOFailure, "\(error)")
        let mapped = LoadError.sqlite(error, path: "out/football.sqlite", reason: "r")
        #expect(mapped == .io(path: "out/football.sqlite", reason: "r"))
        #expect(mapped.exitCode == 74)
    }

    /// Reader: SQLite itself, which cannot open its scratch files under a regular file.
    @Test func aScratchFailureNamesTheTempFolder() throws {
        let folder = try ScratchDirectory()
        let notAFolder = folder.file("not-a-folder")
        try Data("x".utf8).write(to: URL(fileURLWithPath: notAFolder))
        var failure: (any Error)?
        do { _ = try SQLiteDatabaseBuilder(scratchDirectory: notAFolder) } catch { failure = error }
        let error = LoadError.sqliteScratch(try #require(failure), folder: notAFolder)
        #expect(error.exitCode == 73)
        guard case .cannotCreate(let path, let reason) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(path == notAFolder)
        #expect(reason.contains("temp folder \(notAFolder) (TMPDIR"))
    }
}
