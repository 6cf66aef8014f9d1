import FileIO
import Foundation
import TestSupport
import Testing

/// The store's folder is the user's to name (`load.store.path`): the store removes only its own
/// files there, a folder it cannot write changes nothing in the run but a warning, and it never
/// holds more than its bound nor an entry it could not read back. Judged by the file system:
/// every file's bytes as Foundation reads them (`FileTree`), the run's exit status and stderr.
@Suite struct StoreFolderTests {
    /// A process id no process has: above Linux's largest `pid_max`.
    private static let goneProcess = 4_194_305

    /// `load.store.path: .` in a project folder: its dot-files and other files stay byte for byte
    /// through runs that replace entries, rebuild everything and bound the store.
    @Test func aStoreInAProjectFolderRemovesOnlyItsOwnFiles() async throws {
        try await ScratchDirectory.with { folder in
            let project = "\(folder)/project"
            try FileManager.default.createDirectory(atPath: "\(project)/.git", withIntermediateDirectories: true)
            let userFiles = [
                ".env": "DATABASE_URL=postgres://me:hunter2@db/football\n", ".gitignore": "out/\n",
                ".pgpass": "db:5432:football:me:hunter2\n", "notes.txt": "the user's own\n", ".git/config": "[core]\n",
                // Close to the store's own names, but no store writes them.
                "9001-2023-notes.entry": "mine\n", ".env.\(Self.goneProcess).pending": "mine\n",
                ".draft.\(Self.goneProcess)-1.tmp": "mine\n", "run-notes.record": "mine\n"
            ]
            for (name, text) in userFiles { try text.write(toFile: "\(project)/\(name)", atomically: false, encoding: .utf8) }
            let before = try FileTree(project)
            func userFilesAsTheyWere() throws -> Bool {
                let now = try FileTree(project)
                return before.entries.allSatisfy { now.entries[$0.key] == $0.value }
            }

            var setup = try await IncrementalSetup.make(in: folder, store: "{path: .}")
            _ = try await setup.run(in: project)
            #expect(try userFilesAsTheyWere(), "the first run removed a user's file")
            let entries = try Self.entries(in: project)
            try #require(entries.count == 2, "\(entries)")
            // What runs left on the way to an entry: a gone process's is the store's to remove;
            // a running one's (this test's process) is left alone.
            let gone = "\(project)/.\(entries[0]).\(Self.goneProcess).pending"
            let running = "\(project)/.\(entries[0]).\(ProcessInfo.processInfo.processIdentifier).pending"
            for path in [gone, running] { try Data("pending".utf8).write(to: URL(fileURLWithPath: path)) }

            try setup.changeStandings(of: 9002)
            #expect(try await setup.run(in: project).reused == 1)
            #expect(try Self.entries(in: project).count == 2, "the replaced entry stayed")
            _ = try await setup.run(["--full"], in: project)
            setup = try await IncrementalSetup.make(in: folder, store: "{path: ., max_mb: 1}")
            _ = try await setup.run(in: project)
            #expect(try userFilesAsTheyWere(), "a later run removed a user's file")
            #expect(!FileManager.default.fileExists(atPath: gone), "a gone run's pending result stayed")
            #expect(FileManager.default.fileExists(atPath: running), "a running process's pending result was removed")
        }
    }

    /// A store path that is a regular file, or below one: no root can write there. The run exits
    /// 0 with the outputs a run with a working store writes, says so once, and leaves the file.
    @Test func aStoreThatCannotBeWrittenIsSkippedWithAWarning() async throws {
        try await ScratchDirectory.with { folder in
            let file = "\(folder)/store-file"
            try "not a folder\n".write(toFile: file, atomically: false, encoding: .utf8)
            // One pipeline file (the manifest holds its digest), its store path from the environment.
            let setup = try await IncrementalSetup.make(in: folder, store: "{path: ${STORE_PATH}}")
            _ = try await setup.run(variables: ["STORE_PATH": "\(folder)/store"])
            let expected = try FileTree(setup.output)

            for store in [file, "\(file)/store"] {
                try FileManager.default.removeItem(atPath: setup.output)
                let run = try await setup.run(variables: ["STORE_PATH": store])
                #expect(try FileTree(setup.output) == expected, "\(store)")
                let warnings = run.outcome.stderr.components(separatedBy: "\n").filter { $0.contains("cannot be written") }
                #expect(warnings.count == 1, "\(run.outcome.stderr)")
                #expect(warnings.first?.contains("the store \(store) cannot be written") == true, "\(warnings)")
                #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder\n")
            }
        }
    }

    /// Each of the two-league run's entries holds about 13 MiB: under `max_mb: 1` none can be read
    /// back, so none is stored (an info line each); under `max_mb: 20` one fits, not both.
    @Test func theStoreHoldsNoMoreThanItsBoundNorAnEntryItCannotReadBack() async throws {
        try await ScratchDirectory.with { folder in
            let store = "\(folder)/store"
            var setup = try await IncrementalSetup.make(in: folder, store: "{path: \(store), max_mb: 1}")
            let small = try await setup.run()
            #expect(try Self.storedBytes(in: store) <= 1 << 20)
            #expect(try Self.entries(in: store).isEmpty)
            let lines = small.outcome.stderr.components(separatedBy: "\n")
                .filter { $0.contains("larger than load.store.max_mb (1) allows") }
            #expect(lines.count == 2, "\(small.outcome.stderr)")

            setup = try await IncrementalSetup.make(in: folder, store: "{path: \(store), max_mb: 20}")
            _ = try await setup.run()
            #expect(try Self.storedBytes(in: store) <= 20 << 20)
            #expect(try Self.entries(in: store).count == 1)
            try setup.touchOutputs()
            #expect(try await setup.run().reused == 1, "the entry kept does not read back")
            #expect(try Self.storedBytes(in: store) <= 20 << 20)
        }
    }

    /// The bytes of every file in the store folder.
    private static func storedBytes(in folder: String) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: folder).reduce(0) { total, name in
            total + ((try FileManager.default.attributesOfItem(atPath: "\(folder)/\(name)")[.size] as? Int) ?? 0)
        }
    }

    /// The store's entry files in `folder`, by name.
    private static func entries(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".entry") && !$0.contains("notes") }.sorted()
    }
}
