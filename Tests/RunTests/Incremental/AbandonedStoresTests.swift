import Foundation
import TestSupport
import Testing

/// Default store folders are one per pipeline file; once a pipeline file is gone, the next run
/// of another pipeline that commits removes its folder. Judged by listing the cache folder.
@Suite struct AbandonedStoresTests {
    @Test func theStoreOfAPipelineThatIsGoneIsRemovedByTheNextRun() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try await DemoSeasonFixture.recordings()
            let environment = ["XDG_CACHE_HOME": "\(folder)/xdg"]
            let root = "\(folder)/xdg/football-etl/store"
            var pipelines: [String: String] = [:]
            for name in ["kept", "gone"] {
                pipelines[name] = try TestPipeline.write(
                    TestPipeline.recorded(
                        recordings, output: "\(folder)/out-\(name)", extract: "[fixtures]", name: name, load: ["csv: \(folder)/out-\(name)"]
                    ),
                    named: "\(name).yml", in: folder)
                let run = try await ToolProcess.footballETL(["run", try #require(pipelines[name])], environment: environment)
                try #require(run.status == 0, "\(run.stderr)")
            }
            let stores = Self.owners(in: root)
            try #require(Set(stores.values) == Set(pipelines.values), "each pipeline's folder names it as its owner: \(stores)")
            // A folder an older version made has no owner, and is not this feature's to judge.
            let older = "\(root)/00000000000000ff"
            try FileManager.default.createDirectory(atPath: older, withIntermediateDirectories: false)
            try Data("entry".utf8).write(to: URL(fileURLWithPath: "\(older)/9001-2023-0.entry"))

            try FileManager.default.removeItem(atPath: try #require(pipelines["gone"]))
            let next = try await ToolProcess.footballETL(["run", "--full", try #require(pipelines["kept"])], environment: environment)
            try #require(next.status == 0, "\(next.stderr)")

            #expect(Array(Self.owners(in: root).values) == [pipelines["kept"]], "the gone pipeline's folder stayed")
            #expect(FileManager.default.fileExists(atPath: "\(older)/9001-2023-0.entry"))
            let keptFolder = try #require(Self.owners(in: root).keys.first)
            #expect(try FileManager.default.contentsOfDirectory(atPath: keptFolder).contains { $0.hasSuffix(".entry") })
        }
    }

    /// Each store folder under `root` with an owner file, and the pipeline that file names.
    private static func owners(in root: String) -> [String: String] {
        var owners: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
            if let owner = try? String(contentsOfFile: "\(root)/\(name)/owner", encoding: .utf8) { owners["\(root)/\(name)"] = owner }
        }
        return owners
    }
}
