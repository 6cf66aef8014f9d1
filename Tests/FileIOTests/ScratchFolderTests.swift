import Foundation
import TestSupport
import Testing

@testable import FileIO

/// What killed runs leave in the temp folder is removed by the next scratch folder made there;
/// a live run's is not. Judged by the file system itself, listed through FileManager.
@Suite struct ScratchFolderTests {
    @Test func aNewScratchFolderRemovesDeadRunsScratchAndKeepsLiveOnes() throws {
        let parent = try ScratchDirectory("scratch-parent")
        let dead = try EndedProcess.id()
        // A killed run's folder (its lock died with it) and the files today's builder left at the top.
        try parent.write(String(repeating: "x", count: 65_536), to: "football-etl-scratch.\(dead).Ab12Cd/database.sqlite")
        try parent.write("rows", to: "football-etl-scratch.\(dead).Ab12Cd/rows.sqlite")
        try parent.write("db", to: "football-etl-\(dead)-139872.sqlite")
        try parent.write("rows", to: "football-etl-\(dead)-139872.rows.sqlite")
        // Named for a dead pid but locked by a live process: a run in another pid namespace.
        try parent.write("db", to: "football-etl-scratch.\(dead).Locked/database.sqlite")
        let holder = try Self.lockHolder(parent.file("football-etl-scratch.\(dead).Locked"))
        defer { holder.terminate() }
        // A live run between making its folder and locking it, and a live run of the old builder.
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["30"]
        try sleeper.run()
        defer { sleeper.terminate() }
        let live = sleeper.processIdentifier
        try parent.write("db", to: "football-etl-scratch.\(live).Zz99Yy/database.sqlite")
        try parent.write("db", to: "football-etl-\(live)-5.sqlite")
        // Not ours, and a link that must not be followed into another folder.
        try parent.write("mine", to: "football-etl-notes.txt")
        try parent.write("keep", to: "elsewhere/precious.txt")
        try FileManager.default.createSymbolicLink(
            atPath: parent.file("football-etl-scratch.\(dead).Link00"), withDestinationPath: parent.file("elsewhere"))

        let folder = try ScratchFolder(in: parent.path)
        let own = FilePath.lastComponent(of: folder.path)

        #expect(own.hasPrefix("football-etl-scratch.\(getpid())."))
        #expect(
            parent.listing()
                == [
                    "elsewhere", "elsewhere/precious.txt", "football-etl-\(live)-5.sqlite", "football-etl-notes.txt",
                    "football-etl-scratch.\(dead).Link00", "football-etl-scratch.\(dead).Locked",
                    "football-etl-scratch.\(dead).Locked/database.sqlite", "football-etl-scratch.\(live).Zz99Yy",
                    "football-etl-scratch.\(live).Zz99Yy/database.sqlite", own
                ].sorted())
        // Our own folder is locked while it lives, so another run's sweep leaves it alone.
        try parent.write("x", to: "\(own)/work.bin")
        #expect(DeadScratchFiles.remove(in: parent.path).isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.file("work.bin")))
    }

    @Test func droppingTheFolderRemovesItAndWhatIsInIt() throws {
        let parent = try ScratchDirectory("scratch-parent")
        do {
            let folder = try ScratchFolder(in: parent.path)
            try Data("rows".utf8).write(to: URL(fileURLWithPath: folder.file("rows.sqlite")))
            #expect(parent.listing().count == 2)
        }
        #expect(parent.listing() == [])
    }

    @Test func aParentThatCannotBeWrittenIsAnErrorNamingIt() throws {
        let parent = try ScratchDirectory("scratch-parent")
        let error = try #require(throws: FileError.self) { _ = try ScratchFolder(in: parent.file("missing")) }
        #expect(error.isCreation, "expected a folder that could not be made, got \(error)")
        #expect(error.path.hasPrefix(parent.file("missing/football-etl-scratch.")))
    }

    /// A Python process holding an exclusive `flock` on `path` until it is terminated.
    private static func lockHolder(_ path: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import fcntl, os, sys, time
            fd = os.open(sys.argv[1], os.O_RDONLY)
            fcntl.flock(fd, fcntl.LOCK_EX)
            print("locked", flush=True)
            time.sleep(60)
            """, path
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        try #require(line.hasPrefix("locked"), "the lock holder did not start")
        return process
    }
}
