import FileIO
import Foundation
import TestSupport
import Testing

/// A store entry is trusted only as what it says it is: a regular file in the store (a symbolic
/// link is never followed nor touched), holding the league-season and inputs its name says; and
/// what a run writes from its pipeline (its name) keys the stored results. Judged by the file
/// system (Foundation's attributes and bytes of the files involved) and Python's csv and json
/// modules reading the outputs.
@Suite struct StoreEntryTrustTests {
    @Test func anEntryThatIsALinkOutsideTheStoreIsNeitherReadNorTouched() async throws {
        try await ScratchDirectory.with { folder in
            let (setup, full, entries) = try await IncrementalSetup.afterFirstRun(in: folder)
            // Outside the store: a file holding the entry's very bytes (so a store that follows the
            // link finds it whole and trusts it), dated long ago.
            let outside = "\(folder)/outside/notes.txt"
            try FileManager.default.createDirectory(atPath: "\(folder)/outside", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: entries[0], toPath: outside)
            let longAgo = Date(timeIntervalSince1970: 1_000_000_000)
            try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: outside)
            let outsideBytes = try Data(contentsOf: URL(fileURLWithPath: outside))
            try FileManager.default.removeItem(atPath: entries[0])
            try FileManager.default.createSymbolicLink(atPath: entries[0], withDestinationPath: outside)
            try setup.touchOutputs()

            let rerun = try await setup.run()
            #expect(rerun.reused == 1, "the linked entry was trusted")
            #expect(rerun.outcome.stderr.contains("is damaged (it is a symbolic link, not a regular file)"), "\(rerun.outcome.stderr)")
            #expect(try FileTree(setup.output) == full)
            let attributes = try FileManager.default.attributesOfItem(atPath: outside)
            #expect(attributes[.modificationDate] as? Date == longAgo, "the link's target was touched")
            #expect(try Data(contentsOf: URL(fileURLWithPath: outside)) == outsideBytes)
            // The rebuilt entry replaced the link (not its target).
            let entryType = try FileManager.default.attributesOfItem(atPath: entries[0])[.type] as? FileAttributeType
            #expect(entryType == .typeRegular)
            try setup.touchOutputs()
            #expect(try await setup.run().reused == 2)
        }
    }

    /// The case: league 9002's entry copied under 9001's name made 9002's fixtures appear
    /// twice and 9001's not at all. Without workbooks, whose path a stored result also names.
    @Test func anEntryCopiedUnderAnotherLeagueSeasonsNameIsDamaged() async throws {
        try await ScratchDirectory.with { folder in
            let (setup, full, entries) = try await IncrementalSetup.afterFirstRun(in: folder, workbooks: false)
            let leagues = try Self.fixturesByLeague(in: setup.output)
            try #require(Set(leagues.keys) == ["9001", "9002"], "\(leagues)")
            let first = try #require(entries.first { FilePath.lastComponent(of: $0).hasPrefix("9001-2023-") })
            let second = try #require(entries.first { FilePath.lastComponent(of: $0).hasPrefix("9002-2023-") })
            try FileManager.default.removeItem(atPath: first)
            try FileManager.default.copyItem(atPath: second, toPath: first)
            try setup.touchOutputs()

            let rerun = try await setup.run()
            #expect(rerun.reused == 1, "the copied entry was trusted")
            let copied = "is damaged (it holds the entry \(FilePath.lastComponent(of: second)))"
            #expect(rerun.outcome.stderr.contains(copied), "\(rerun.outcome.stderr)")
            #expect(try Self.fixturesByLeague(in: setup.output) == leagues)
            #expect(try FileTree(setup.output) == full)
            try setup.touchOutputs()
            #expect(try await setup.run().reused == 2, "the damaged entry was stored anew")
        }
    }

    /// `name: ${PNAME}`: the name is not in the pipeline file's bytes, yet the manifest and the
    /// data package carry it, so a rerun under a new name may not skip as unchanged.
    @Test func aChangedPipelineNameReachesTheManifestAndTheDataPackage() async throws {
        try await ScratchDirectory.with { folder in
            let setup = try await IncrementalSetup.make(in: folder, name: "${PNAME}")
            _ = try await setup.run(variables: ["PNAME": "nightly-a"])
            #expect(try Self.names(in: setup.output) == ["nightly-a", "nightly-a"])

            let renamed = try await setup.run(variables: ["PNAME": "nightly-b"])
            #expect(renamed.outcome.stderr.contains("nightly-b: "), "\(renamed.outcome.stderr)")
            #expect(try Self.names(in: setup.output) == ["nightly-b", "nightly-b"], "the rerun kept the old name")

            // Unchanged since: the next run skips, and the name stays the new one.
            let unchanged = try await setup.run(variables: ["PNAME": "nightly-b"])
            #expect(try IncrementalSetup.seconds(in: "csv", of: unchanged.outcome) == 0)
            #expect(try Self.names(in: setup.output) == ["nightly-b", "nightly-b"])
        }
    }

    /// Each league's fixture ids in `output/csv/fixtures.csv`, as Python's csv module reads them;
    /// fails when an id appears twice.
    private static func fixturesByLeague(in output: String) throws -> [String: [String]] {
        let script = """
            import csv, json, sys
            with open(sys.argv[1], newline="", encoding="utf-8") as f:
                rows = list(csv.DictReader(f))
            ids = [row["fixture_id"] for row in rows]
            assert len(ids) == len(set(ids)), "a fixture appears twice"
            leagues = {}
            for row in rows:
                leagues.setdefault(row["league_id"], []).append(row["fixture_id"])
            print(json.dumps({k: sorted(v) for k, v in leagues.items()}))
            """
        let data = try PythonScript.output(
            of: try Self.scriptFile(script), ["\(output)/csv/fixtures.csv"], failure: "Python read fixtures.csv")
        return try JSONDecoder().decode([String: [String]].self, from: data)
    }

    /// The pipeline name in `output/manifest.json` and the data package's name, as Python's json reads them.
    private static func names(in output: String) throws -> [String] {
        let script = """
            import json, sys
            manifest = json.load(open(sys.argv[1], encoding="utf-8"))
            package = json.load(open(sys.argv[2], encoding="utf-8"))
            print(json.dumps([manifest["pipeline"]["name"], package["name"]]))
            """
        let data = try PythonScript.output(
            of: try Self.scriptFile(script), ["\(output)/manifest.json", "\(output)/datapackage.json"], failure: "Python read the manifest")
        return try JSONDecoder().decode([String].self, from: data)
    }

    /// `text` as a script file in the system temp folder, named by its digest.
    private static func scriptFile(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "/store-trust-\(ContentDigest.sha256(Array(text.utf8)).prefix(16)).py"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
