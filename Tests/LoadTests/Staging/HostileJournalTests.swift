import FileIO
import Foundation
import Glibc
import TestSupport
import Testing

@testable import Staging

/// A journal found beside a manifest is untrusted (it can arrive with committed exports in a pull
/// request): a step that leaves its folder, or any departure from the documented format, is
/// refused with exit 65 before anything is moved or removed. Judged by the file system: the
/// listing and bytes of the output folder and of a victim folder beside it.
@Suite struct HostileJournalTests {
    private static let precious = "precious bytes"
    private static let preciousDigest = ContentDigest.sha256(Array(precious.utf8))

    /// An output folder with a planted journal, a payload and a temp file of its own, and a victim
    /// folder beside it with a file worth keeping.
    private func plant(_ journal: String, in folder: ScratchDirectory) throws {
        try folder.write(Self.precious, to: "victim/precious.txt")
        try folder.write("payload", to: "out/payload.txt")
        try folder.write("new a", to: "out/.a.csv.99-1.tmp")
        try folder.write("old a", to: "out/a.csv")
        try folder.write(journal, to: "out/\(CommitJournal.fileName)")
    }

    private func journal(_ steps: String) -> String {
        "{\"commit_journal\": 1, \"steps\": [\(steps)]}"
    }

    /// Plants `journal`, replays it, and checks it was refused at `step` with nothing touched.
    private func expectRefused(_ text: String, step: Int?, setUp: (ScratchDirectory) throws -> Void = { _ in }) throws {
        let folder = try ScratchDirectory()
        try plant(text, in: folder)
        try setUp(folder)
        let before = folder.listing()
        var refusal: LoadError?
        do {
            try CommitRecovery.finishInterruptedCommit(besideFile: folder.file("out/manifest.json"))
        } catch {
            refusal = error
        }
        guard case .refusedJournal(let path, let refusedStep, _)? = refusal else {
            Issue.record("expected a refused journal, got \(String(describing: refusal))")
            return
        }
        #expect(path == folder.file("out/\(CommitJournal.fileName)"))
        #expect(refusedStep == step)
        #expect(refusal?.exitCode == 65)
        #expect(refusal?.description.contains("Nothing was moved or removed") == true)
        #expect(folder.listing() == before)
        #expect(folder.read("victim/precious.txt") == Self.precious)
        #expect(folder.read("out/a.csv") == "old a")
    }

    @Test func aMoveOutOfTheFolderIsRefused() throws {
        try expectRefused(journal(#"{"move": "payload.txt", "to": "../victim/owned.txt"}"#), step: 0)
        try expectRefused(journal(#"{"move": "../out/.owned.txt.1-1.tmp", "to": "../victim/owned.txt"}"#), step: 0)
    }

    @Test func aRemoveOutOfTheFolderIsRefused() throws {
        try expectRefused(journal(#"{"remove": "../victim/precious.txt", "sha256": "\#(Self.preciousDigest)"}"#), step: 0)
    }

    @Test func anAbsolutePathIsRefused() throws {
        let folder = try ScratchDirectory()
        let victim = folder.file("victim/precious.txt")
        try expectRefused(journal(#"{"remove": "\#(victim)", "sha256": "\#(Self.preciousDigest)"}"#), step: 0)
    }

    @Test func aPathThroughASymbolicLinkOutOfTheFolderIsRefused() throws {
        let steps = #"{"move": ".a.csv.99-1.tmp", "to": "a.csv"}, {"remove": "link/precious.txt", "sha256": "\#(Self.preciousDigest)"}"#
        try expectRefused(journal(steps), step: 1) { folder in
            #expect(symlink("../victim", folder.file("out/link")) == 0)
        }
        let moveThroughLink = #"{"move": "link/.owned.txt.1-1.tmp", "to": "link/owned.txt"}"#
        try expectRefused(journal(moveThroughLink), step: 0) { folder in
            #expect(symlink("../victim", folder.file("out/link")) == 0)
            try folder.write("payload", to: "victim/.owned.txt.1-1.tmp")
        }
    }

    /// Anything but exactly the documented format is refused, and a good first step is never
    /// carried out when a later one is refused.
    @Test func aJournalNotExactlyInTheFormatIsRefusedWhole() throws {
        let good = #"{"move": ".a.csv.99-1.tmp", "to": "a.csv"}"#
        try expectRefused(#"{"commit_journal": 1, "steps": [\#(good)], "extra": true}"#, step: nil)
        try expectRefused(#"{"commit_journal": 2, "steps": [\#(good)]}"#, step: nil)
        try expectRefused(#"{"commit_journal": 1, "steps": [\#(good)]"#, step: nil)
        try expectRefused(journal(good + #", {"move": ".a.csv.99-1.tmp", "to": "a.csv", "also": 1}"#), step: 1)
        try expectRefused(journal(good + #", {"move": "payload.txt", "to": "a.csv"}"#), step: 1)
        try expectRefused(journal(good + #", {"move": "sub/.a.csv.99-1.tmp", "to": "a.csv"}"#), step: 1)
        try expectRefused(journal(good + #", {"move": ".a.csv.x-1.tmp", "to": "a.csv"}"#), step: 1)
        try expectRefused(journal(good + #", {"remove": "a.csv", "sha256": "ABC"}"#), step: 1)
        try expectRefused(journal(good + #", {"remove": "./a.csv", "sha256": "\#(Self.preciousDigest)"}"#), step: 1)
        try expectRefused(journal(good + #", {"remove": "a//b.csv", "sha256": "\#(Self.preciousDigest)"}"#), step: 1)
        try expectRefused(journal(good + #", {"remove": 7, "sha256": "\#(Self.preciousDigest)"}"#), step: 1)
        try expectRefused(
            journal(good + #", {"move": ".\#(CommitJournal.fileName).1-1.tmp", "to": "\#(CommitJournal.fileName)"}"#), step: 1)
        try expectRefused(journal(good + ", 3"), step: 1)
    }

    /// The journal a commit writes is one the next run accepts, even when the commit also
    /// removes a file outside the last staged file's folder.
    @Test func aCommitWritesOnlyJournalsItWouldAccept() throws {
        let folder = try ScratchDirectory()
        try folder.write("old", to: "elsewhere/old.csv")
        let transaction = OutputTransaction()
        try transaction.stage(Array("a".utf8), at: folder.file("out/csv/a.csv"), content: OutputContent(format: .csv))
        try transaction.stage(Array("m".utf8), at: folder.file("out/manifest.json"), content: OutputContent(format: .manifest))
        transaction.stageRemoval(of: folder.file("elsewhere/old.csv"), sha256: ContentDigest.sha256(Array("old".utf8)))
        try transaction.commit()
        #expect(folder.listing() == ["elsewhere", "out", "out/csv", "out/csv/a.csv", "out/manifest.json"])
        let steps: [CommitJournal.Step] = [
            .move(from: folder.file("out/csv/.a.csv.1-1.tmp"), to: folder.file("out/csv/a.csv")),
            .remove(path: folder.file("elsewhere/old.csv"), sha256: Self.preciousDigest)
        ]
        let journalFolder = CommitJournal.folder(holding: steps, preferring: folder.file("out"))
        #expect(journalFolder == FilePath.normalized(folder.file("")))
        let bytes = CommitJournal(steps: steps).bytes(relativeTo: journalFolder)
        #expect(try CommitJournal(bytes: bytes, folder: journalFolder, path: "j") == CommitJournal(steps: steps))
    }
}
