import DemoSeason
import Foundation
import Testing

/// The generated demo season (1 league, 947 recordings) and one recorded run of the shipped
/// demo pipeline over it, made once per test process and shared read-only by every test.
/// Tests that change files work on copies (`FileManager.linkTree`, `copySubset`).
enum DemoSeasonFixture {
    /// The shared files: the recordings folder, and the reference run's output folder and outcome.
    struct Shared: Sendable {
        /// The generated recordings (947 files and `.complete`).
        let recordings: String
        /// The reference run's output folder.
        let output: String
        /// The reference run itself.
        let run: ToolOutcome
    }

    /// The requests the shipped demo pipeline makes for one league, one file each.
    static let recordingCount = 947

    /// The recordings, generated on first use.
    static func recordings() async throws -> String {
        try await recordingsTask.value
    }

    /// The recordings of a generated season of `leagues` leagues (9001…), written once per count
    /// however many tests ask at once.
    static func recordingsOfLeagues(_ leagues: Int) async throws -> String {
        try await generatedSeasons.recordings(ofLeagues: leagues).value
    }

    /// The recordings and a finished `football-etl run pipelines/demo.yml` over them.
    static func shared() async throws -> Shared {
        try await sharedTask.value
    }

    /// Runs the shipped demo pipeline over the shared recordings into `output`.
    static func runDemo(into output: String) async throws -> ToolOutcome {
        let recordings = try await recordings()
        return try await ToolProcess.footballETL(
            ["run", RepositoryPaths.demoPipeline],
            environment: ["DEMO_RECORDINGS": recordings, "OUTPUT_DIR": output])
    }

    /// Copies the named recordings (paths relative to the recordings folder) into a new folder `destination`.
    static func copySubset(_ relativePaths: [String], to destination: String) async throws {
        let recordings = try await recordings()
        for relative in relativePaths {
            let target = "\(destination)/\(relative)"
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: "\(recordings)/\(relative)", toPath: target)
        }
    }

    /// A first run of `TestPipeline.recorded` over the small subset, copied into `folder/rec`,
    /// writing below `folder/out`; returns the pipeline file's path.
    static func smallExport(in folder: String) async throws -> String {
        try await copySubset(smallSubset, to: "\(folder)/rec")
        let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)
        let first = try await ToolProcess.footballETL(["run", pipeline])
        try #require(first.status == 0, "\(first.stderr)")
        return pipeline
    }

    /// The leagues catalog, the season's fixture list and its standings: what `TestPipeline.smallExtract` reads.
    static let smallSubset = [
        "leagues/_.json", "fixtures/league=9001&season=2023.json", "standings/league=9001&season=2023.json"
    ]

    private static let recordingsTask = Task<String, any Error> {
        let destination = "\(ProcessScratch.folder)/demo-recordings"
        _ = try DemoRecordings.write(try DemoSeasonOptions(leagues: 1), to: destination)
        return destination
    }

    private static let generatedSeasons = GeneratedSeasons()

    /// One generation per league count: two tests that asked at once wrote into one folder.
    /// Detached, so a generation holds neither the actor nor another count's generation up.
    private actor GeneratedSeasons {
        private var generations: [Int: Task<String, any Error>] = [:]

        func recordings(ofLeagues leagues: Int) -> Task<String, any Error> {
            if let generation = generations[leagues] { return generation }
            let generation = Task<String, any Error>.detached {
                let destination = "\(ProcessScratch.folder)/demo-recordings-\(leagues)-leagues"
                _ = try DemoRecordings.write(try DemoSeasonOptions(leagues: leagues), to: destination)
                return destination
            }
            generations[leagues] = generation
            return generation
        }
    }

    private static let sharedTask = Task<Shared, any Error> {
        let folder = try await recordings()
        let output = "\(ProcessScratch.folder)/demo-reference-output"
        let run = try await runDemo(into: output)
        return Shared(recordings: folder, output: output, run: run)
    }
}
