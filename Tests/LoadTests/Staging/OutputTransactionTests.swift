import FileIO
import Foundation
import PipelineSpec
import TestSupport
import Testing

@testable import Staging

@Suite struct OutputTransactionTests {
    private let csv = OutputContent(format: .csv)

    @Test func createsMissingFoldersAndPutsEveryFileInPlace() throws {
        let folder = try ScratchDirectory()
        let transaction = OutputTransaction()
        try transaction.stage(Array("a\r\n".utf8), at: folder.file("out/csv/a.csv"), content: csv)
        try transaction.stage(Array("b\r\n".utf8), at: folder.file("out/b.csv"), content: csv)
        #expect(folder.read("out/csv/a.csv") == nil)
        let outcomes = try transaction.commit()
        #expect(outcomes.map(\.change) == [.created, .created])
        #expect(folder.read("out/csv/a.csv") == "a\r\n")
        #expect(folder.read("out/b.csv") == "b\r\n")
        #expect(folder.listing() == ["out", "out/b.csv", "out/csv", "out/csv/a.csv"])
    }

    @Test func leavesAFileWithTheSameBytesUntouchedAndReplacesOneThatDiffers() throws {
        let folder = try ScratchDirectory()
        try folder.write("same\r\n", to: "same.csv")
        try folder.write("old\r\n", to: "other.csv")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try folder.setModificationDate(past, of: "same.csv")
        try folder.setModificationDate(past, of: "other.csv")

        let transaction = OutputTransaction()
        try transaction.stage(Array("same\r\n".utf8), at: folder.file("same.csv"), content: csv)
        try transaction.stage(Array("new\r\n".utf8), at: folder.file("other.csv"), content: csv)
        let outcomes = try transaction.commit()

        #expect(
            outcomes == [
                CommittedOutput(path: folder.file("same.csv"), change: .unchanged),
                CommittedOutput(path: folder.file("other.csv"), change: .replaced)
            ])
        #expect(try folder.modificationDate(of: "same.csv") == past)
        #expect(try folder.modificationDate(of: "other.csv") != past)
        #expect(folder.read("other.csv") == "new\r\n")
        #expect(folder.listing() == ["other.csv", "same.csv"])
    }

    @Test func keepsPreviousOutputsWhenALaterWriterFails() throws {
        struct WorkbookFailure: Error {}
        let folder = try ScratchDirectory()
        try folder.write("previous\r\n", to: "out/a.csv")
        let transaction = OutputTransaction()
        try transaction.stage(Array("next\r\n".utf8), at: folder.file("out/a.csv"), content: csv)
        #expect(throws: WorkbookFailure.self) {
            try transaction.stage(at: folder.file("out/new/book.xlsx"), content: OutputContent(format: .xlsx)) { path in
                try Data("half a workbook".utf8).write(to: URL(fileURLWithPath: path))
                throw WorkbookFailure()
            }
        }
        #expect(throws: LoadError.self) { try transaction.commit() }
        #expect(folder.read("out/a.csv") == "previous\r\n")
        #expect(folder.listing() == ["out", "out/a.csv"])
    }

    @Test func refusesFurtherStagingAfterAFailure() throws {
        let folder = try ScratchDirectory()
        try folder.write("a file", to: "blocker")
        let transaction = OutputTransaction()
        #expect(throws: LoadError.self) {
            try transaction.stage([1], at: folder.file("blocker/a.csv"), content: csv)
        }
        #expect(throws: LoadError.self) {
            try transaction.stage([2], at: folder.file("fine.csv"), content: csv)
        }
        #expect(folder.listing() == ["blocker"])
    }

    @Test func rollbackAndDroppingTheTransactionRemoveEveryTempFileAndNewFolder() throws {
        let folder = try ScratchDirectory()
        try folder.write("kept", to: "out/kept.csv")
        let transaction = OutputTransaction()
        try transaction.stage([1], at: folder.file("out/kept.csv"), content: csv)
        try transaction.stage([2], at: folder.file("out/deep/er/x.csv"), content: csv)
        #expect(folder.listing().count > 2)
        transaction.rollback()
        #expect(folder.listing() == ["out", "out/kept.csv"])
        #expect(folder.read("out/kept.csv") == "kept")

        do {
            let dropped = OutputTransaction()
            try dropped.stage([3], at: folder.file("out/y.csv"), content: csv)
        }
        #expect(folder.listing() == ["out", "out/kept.csv"])
    }

    @Test func namesTheFolderThatCannotBeCreated() throws {
        let folder = try ScratchDirectory()
        try folder.write("not a folder", to: "csv")
        let transaction = OutputTransaction()
        #expect(throws: LoadError.cannotCreate(path: folder.file("csv"), reason: "a file is where a folder is needed")) {
            try transaction.stage([1], at: folder.file("csv/deeper/fixtures.csv"), content: csv)
        }
    }

    @Test func reportsTheOSReasonWhenTheTempFileCannotBeMade() throws {
        let folder = try ScratchDirectory()
        let transaction = OutputTransaction()
        // A name longer than the filesystem allows fails with the OS's own reason, even as root.
        let target = folder.file(String(repeating: "x", count: 300) + ".csv")
        #expect(throws: LoadError.cannotCreate(path: target, reason: "File name too long")) {
            try transaction.stage([1], at: target, content: csv)
        }
    }

    @Test func refusesTwoOutputsForTheSameFile() throws {
        let folder = try ScratchDirectory()
        let transaction = OutputTransaction()
        try transaction.stage([1], at: folder.file("out/a.csv"), content: csv)
        #expect(
            throws: LoadError.cannotCreate(
                path: folder.file("out/./a.csv"), reason: "two outputs of this run would be written to the same file")
        ) {
            try transaction.stage([2], at: folder.file("out/./a.csv"), content: csv)
        }
        #expect(folder.listing() == [])
    }

    @Test func refusesToReplaceAFolderAndRenamesNothing() throws {
        let folder = try ScratchDirectory()
        try folder.write("previous", to: "a.csv")
        try FileManager.default.createDirectory(atPath: folder.file("b.csv"), withIntermediateDirectories: true)
        let transaction = OutputTransaction()
        try transaction.stage(Array("next".utf8), at: folder.file("a.csv"), content: csv)
        try transaction.stage(Array("next".utf8), at: folder.file("b.csv"), content: csv)
        #expect(throws: LoadError.cannotCreate(path: folder.file("b.csv"), reason: "a folder is in the way")) {
            try transaction.commit()
        }
        #expect(folder.read("a.csv") == "previous")
        #expect(folder.listing() == ["a.csv", "b.csv"])
    }

    @Test func stagesWhatAPathWriterCreatesWithItsDigest() throws {
        let folder = try ScratchDirectory()
        let transaction = OutputTransaction()
        try transaction.stage(at: folder.file("book.xlsx"), content: OutputContent(format: .xlsx)) { path in
            try Data("abc".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(transaction.staged.map(\.sha256) == ["ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"])
        #expect(transaction.staged.map(\.byteCount) == [3])
        #expect(try transaction.commit().map(\.change) == [.created])
        #expect(folder.read("book.xlsx") == "abc")
    }

    @Test func scratchStagingTouchesNothingBesideTheTargets() throws {
        let folder = try ScratchDirectory()
        let transaction = OutputTransaction(staging: .scratch)
        try transaction.stage(Array("x".utf8), at: folder.file("missing/dir/a.csv"), content: csv)
        #expect(try transaction.stagedBytes(transaction.staged[0]) == Array("x".utf8))
        #expect(folder.listing() == [])
        let temporary = try #require(transaction.staged[0].temporaryPath)
        transaction.rollback()
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(!FileManager.default.fileExists(atPath: FilePath.directory(of: temporary)))
    }

    @Test func stagesEveryTableInEveryFormatTheSpecNames() throws {
        let folder = try ScratchDirectory()
        let spec = LoadSpec(csv: folder.file("csv"), ndjson: folder.file("ndjson/"), csvDialect: CSVDialect(byteOrderMark: true))
        let transaction = OutputTransaction()
        try transaction.stageTables([SampleTables.fixtures([(1, "Arsenal", 2)]), SampleTables.cells], for: spec)
        #expect(
            transaction.staged.map { FilePath.relative($0.path, from: folder.path) } == [
                "csv/fixtures.csv", "csv/cells.csv", "ndjson/fixtures.ndjson", "ndjson/cells.ndjson"
            ])
        #expect(
            transaction.staged[0].content
                == OutputContent(
                    format: .csv, table: TableShape(SampleTables.fixtures([(1, "Arsenal", 2)])), csvDialect: CSVDialect(byteOrderMark: true)
                ))
        #expect(transaction.staged[2].content.csvDialect == nil)
        try transaction.commit()
        #expect(folder.read("csv/fixtures.csv") == "\u{FEFF}fixture_id,home,home_goals\r\n1,Arsenal,2\r\n")
        #expect(folder.read("ndjson/fixtures.ndjson") == #"{"fixture_id":1,"home":"Arsenal","home_goals":2}"# + "\n")
    }

    @Test func errorMessagesNameThePathTheReasonAndWhatToDo() {
        let error = LoadError.cannotCreate(path: "output/csv", reason: "Permission denied")
        #expect(error.description.hasPrefix("cannot create output output/csv: Permission denied. "))
        #expect(error.description.contains("load:"))
        #expect(error.exitCode == 73)
        #expect(LoadError.io(path: "a.csv", reason: "No space left on device").exitCode == 74)
    }
}
