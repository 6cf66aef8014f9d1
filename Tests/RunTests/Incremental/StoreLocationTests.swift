import FileIO
import Testing

@testable import Run

/// A default store folder is built with the one path join: a `HOME` or working folder that ends
/// in a slash (or is `/`) gives the same folder, named the same way, as one that does not.
@Suite struct StoreLocationTests {
    @Test func aTrailingSlashNeverDoublesOne() throws {
        let digest = ContentDigest.sha256(Array("/p.yml".utf8)).prefix(16)
        let folder = LeagueSeasonStoreLocation.folder(forPipelineAt: "p.yml", currentDirectory: "/", environment: ["HOME": "/home/u/"])
        #expect(folder == "/home/u/.cache/football-etl/store/\(digest)")
        #expect(LeagueSeasonStoreLocation.absolute("p.yml", currentDirectory: "/w/") == "/w/p.yml")
    }
}
