import Foundation
import TestSupport
import Testing

@testable import Staging

/// A streamed file is compared with the file already at its target as it is staged: one that
/// comes out the same is never written to a temp file, and one that differs anywhere is written
/// whole. Judged by the folder's listing and the files' bytes and modification times on disk.
@Suite struct StagingAgainstTargetTests {
    private static let csv = OutputContent(format: .csv)

    private func stage(_ pieces: [String], at path: String, in transaction: OutputTransaction) throws {
        try transaction.stage(at: path) { (append: ([UInt8]) throws(LoadError) -> Void) throws(LoadError) -> OutputContent in
            for piece in pieces { try append(Array(piece.utf8)) }
            return Self.csv
        }
    }

    private func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func aFileThatComesOutTheSameIsNeverWrittenAndKeepsItsTime() throws {
        let folder = try ScratchDirectory()
        try folder.write("a,b\n1,2\n3,4\n", to: "t.csv")
        let before = try modified(folder.file("t.csv"))
        let transaction = OutputTransaction()
        try stage(["a,b\n", "1,2\n", "3,4\n"], at: folder.file("t.csv"), in: transaction)
        // No temp file beside the target: nothing was written.
        #expect(folder.listing() == ["t.csv"])
        #expect(transaction.staged[0].byteCount == 12)
        #expect(try transaction.commit().map(\.change) == [.unchanged])
        #expect(folder.read("t.csv") == "a,b\n1,2\n3,4\n")
        #expect(try modified(folder.file("t.csv")) == before)
    }

    @Test(arguments: [
        ["a,b\n", "1,2\n", "3,5\n"], // differs in the last piece
        ["a,b\n", "1,2\n"], // ends early: a prefix of the file on disk
        ["a,b\n", "1,2\n", "3,4\n", "5,6\n"], // goes on after it
        ["a,c\n", "1,2\n", "3,4\n"] // differs in the first piece
    ])
    func aFileThatDiffersAnywhereIsWrittenWhole(pieces: [String]) throws {
        let folder = try ScratchDirectory()
        try folder.write("a,b\n1,2\n3,4\n", to: "t.csv")
        let transaction = OutputTransaction()
        try stage(pieces, at: folder.file("t.csv"), in: transaction)
        #expect(try transaction.commit().map(\.change) == [.replaced])
        #expect(folder.read("t.csv") == pieces.joined())
        #expect(folder.listing() == ["t.csv"])
    }

    @Test func aTargetChangedBeforeTheCommitIsKeptAndTheCommitFails() throws {
        let folder = try ScratchDirectory()
        try folder.write("a,b\n1,2\n", to: "t.csv")
        let transaction = OutputTransaction()
        try stage(["a,b\n", "1,2\n"], at: folder.file("t.csv"), in: transaction)
        try folder.write("someone else's bytes\n", to: "t.csv")
        #expect {
            try transaction.commit()
        } throws: { error in
            "\(error)".contains("changed while this run was writing it")
        }
        #expect(folder.read("t.csv") == "someone else's bytes\n")
    }

    @Test func aTargetRewrittenWithTheSameBytesBeforeTheCommitIsUnchanged() throws {
        let folder = try ScratchDirectory()
        try folder.write("a,b\n1,2\n", to: "t.csv")
        let transaction = OutputTransaction()
        try stage(["a,b\n", "1,2\n"], at: folder.file("t.csv"), in: transaction)
        // Another inode and time, the same bytes: the commit reads them to be sure.
        try FileManager.default.removeItem(atPath: folder.file("t.csv"))
        try folder.write("a,b\n1,2\n", to: "t.csv")
        #expect(try transaction.commit().map(\.change) == [.unchanged])
        #expect(folder.read("t.csv") == "a,b\n1,2\n")
    }
}
