import FileIO
import Foundation
import Glibc
import TestSupport
import Testing

@testable import Load
@testable import Staging

/// A commit is all or nothing as the next run sees it, and what killed runs leave is cleaned up.
@Suite struct CommitRecoveryTests {
    private let csv = OutputContent(format: .csv)

    @Test func theNextRunFinishesACommitKilledAfterItsFirstRename() throws {
        let folder = try ScratchDirectory()
        for name in ["a.csv", "b.csv", "stale.csv", "manifest.json"] { try folder.write("old \(name)", to: "out/\(name)") }
        try folder.write("mine", to: "out/notes.csv")
        let dead = try EndedProcess.id()
        var steps: [CommitJournal.Step] = []
        for (index, name) in ["a.csv", "b.csv", "manifest.json"].enumerated() {
            let temporary = "out/.\(name).\(dead)-\(index + 1).tmp"
            try folder.write("new \(name)", to: temporary)
            steps.append(.move(from: folder.file(temporary), to: folder.file("out/\(name)")))
        }
        steps.append(.remove(path: folder.file("out/stale.csv"), sha256: ContentDigest.sha256(Array("old stale.csv".utf8))))
        steps.append(.remove(path: folder.file("out/notes.csv"), sha256: ContentDigest.sha256(Array("not these bytes".utf8))))
        let journal = CommitJournal(steps: steps)
        try Data(journal.bytes(relativeTo: folder.file("out"))).write(
            to: URL(fileURLWithPath: folder.file("out/\(CommitJournal.fileName)")))
        // Killed right after the first rename.
        #expect(rename(folder.file("out/.a.csv.\(dead)-1.tmp"), folder.file("out/a.csv")) == 0)

        #expect(try CommitRecovery.finishInterruptedCommit(besideFile: folder.file("out/manifest.json")))
        #expect(folder.listing() == ["out", "out/a.csv", "out/b.csv", "out/manifest.json", "out/notes.csv"])
        for name in ["a.csv", "b.csv", "manifest.json"] { #expect(folder.read("out/\(name)") == "new \(name)") }
        #expect(folder.read("out/notes.csv") == "mine")
        #expect(try !CommitRecovery.finishInterruptedCommit(besideFile: folder.file("out/manifest.json")))
    }

    @Test func aJournalThatCannotBeReadStopsTheRunAndSaysWhatToDo() throws {
        let folder = try ScratchDirectory()
        try folder.write("{\"steps\": []}", to: "out/\(CommitJournal.fileName)")
        let journal = folder.file("out/\(CommitJournal.fileName)")
        #expect(
            throws: LoadError.refusedJournal(
                path: journal, step: nil, reason: "it is not a commit journal of version 1 (exactly \"commit_journal\" and \"steps\")")
        ) {
            try CommitRecovery.finishInterruptedCommit(besideFile: folder.file("out/manifest.json"))
        }
        #expect(LoadError.refusedJournal(path: journal, step: 0, reason: "x").exitCode == 65)
    }

    @Test func removesTempFilesOfDeadRunsAndKeepsThoseOfLiveOnes() throws {
        let folder = try ScratchDirectory()
        let dead = try EndedProcess.id()
        try folder.write("x", to: "out/.a.csv.\(dead)-1.tmp")
        try folder.write("x", to: "out/.b.csv.\(dead)-7.tmp")
        // Named for a dead pid but locked: a live run in another pid namespace, or a reused pid.
        try folder.write("x", to: "out/.e.csv.\(dead)-2.tmp")
        let held = open(folder.file("out/.e.csv.\(dead)-2.tmp"), O_RDONLY)
        defer { close(held) }
        #expect(flock(held, LOCK_EX) == 0)
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["30"]
        try sleeper.run()
        defer { sleeper.terminate() }
        try folder.write("x", to: "out/.c.csv.\(sleeper.processIdentifier)-1.tmp")
        try folder.write("mine", to: "out/notes.tmp")
        let live = OutputTransaction()
        try live.stage([1], at: folder.file("out/d.csv"), content: csv)

        let next = OutputTransaction()
        try next.stage([2], at: folder.file("out/a.csv"), content: csv)
        try next.commit()
        #expect(
            folder.listing() == [
                "out", "out/.c.csv.\(sleeper.processIdentifier)-1.tmp", "out/.d.csv.\(getpid())-1.tmp",
                "out/.e.csv.\(dead)-2.tmp", "out/a.csv", "out/notes.tmp"
            ])
        live.rollback()
    }

    @Test func anOutputTheRunNoLongerWritesGoesInTheSameCommitButUserFilesStay() throws {
        let folder = try ScratchDirectory()
        let manifestPath = folder.file("out/manifest.json")
        func run(_ files: [String: String]) throws {
            let transaction = OutputTransaction()
            for (name, text) in files.sorted(by: { $0.key < $1.key }) {
                try transaction.stage(Array(text.utf8), at: folder.file("out/\(name)"), content: csv)
            }
            let manifest = Manifest(
                toolVersion: "test", pipelineName: "p", pipelineSHA256: "0", scope: ManifestScope(leagues: [], seasons: []),
                outputs: Manifest.outputs(transaction.staged, manifestPath: manifestPath), requests: RequestCounts())
            try transaction.stage(manifest.jsonBytes, at: manifestPath, content: OutputContent(format: .manifest))
            for previous in PreviousManifest.read(at: manifestPath).ownedOutputs {
                transaction.stageRemoval(of: previous.path, sha256: previous.sha256)
            }
            try transaction.commit()
        }
        try run(["csv/fixtures.csv": "f1", "csv/odds.csv": "o1", "csv/edited.csv": "e1"])
        try folder.write("mine", to: "out/csv/notes.csv")
        try folder.write("changed by hand", to: "out/csv/edited.csv")
        try run(["csv/fixtures.csv": "f2"])

        #expect(
            folder.listing() == ["out", "out/csv", "out/csv/edited.csv", "out/csv/fixtures.csv", "out/csv/notes.csv", "out/manifest.json"])
        #expect(folder.read("out/csv/edited.csv") == "changed by hand")
        let listed = PreviousManifest.read(at: manifestPath).ownedOutputs
        #expect(listed.map(\.path) == [folder.file("out/csv/fixtures.csv")])
        #expect(listed.map(\.sha256) == [ContentDigest.sha256(Array("f2".utf8))])
    }

    @Test func aPathTooLongToCreateLeavesNoFoldersBehind() throws {
        let folder = try ScratchDirectory()
        let deep = Array(repeating: "d", count: 2_100).joined(separator: "/")
        let transaction = OutputTransaction()
        #expect(throws: LoadError.self) {
            try transaction.stage([1], at: folder.file("\(deep)/a.csv"), content: csv)
        }
        #expect(folder.listing() == [])
    }
}
