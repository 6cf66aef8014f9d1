import Foundation
import Run
import TestSupport
import Testing

@testable import Load

/// An API source's reruns reuse the league-seasons whose answers are all fresh cache entries with
/// the bytes they were stored with, and write every byte a full run writes. Judged by the fake
/// HTTP server on 127.0.0.1 (its log of the requests each run sent through libcurl) and by the
/// raw bytes of every output file (read back with Foundation and compared by SHA-256, file by
/// file: `FileTree`), against a `--full` run's.
extension FakeServerTests {
    @Suite struct APISourceReuseTests {
        static let minute: Double = 60
        static let twoDays: Double = 2 * 86_400

        @Test func anUnchangedRerunSendsNothingAndReusesEveryLeagueSeason() async throws {
            try await ScratchDirectory.with { folder in
                try await APIReuseSetup.with(in: folder) { setup in
                    let first = try await setup.run(at: APIReuseSetup.start)
                    #expect(first.report.reusedLeagueSeasons == 0)
                    #expect(!first.sent.isEmpty)

                    let rerun = try await setup.run(at: APIReuseSetup.start + Self.minute)
                    #expect(rerun.sent == [], "an unchanged rerun asked the server")
                    #expect(rerun.report.requests.network == 0)
                    #expect(rerun.report.reusedLeagueSeasons == 2)
                    let incremental = try FileTree(setup.output)

                    let full = try await setup.run(at: APIReuseSetup.start + 2 * Self.minute, full: true)
                    #expect(full.sent == [])
                    #expect(full.report.reusedLeagueSeasons == 0)
                    let fullTree = try FileTree(setup.output)
                    #expect(fullTree == incremental, "\(fullTree.differences(from: incremental))")
                }
            }
        }

        @Test func aRerunAfterEntriesExpiredFetchesOnlyThemAndRebuildsOnlyTheChangedLeagueSeason() async throws {
            try await ScratchDirectory.with { folder in
                try await APIReuseSetup.with(in: folder) { setup in
                    let first = try await setup.run(at: APIReuseSetup.start)
                    let before = try FileTree(setup.output)
                    // Two days on, the season level's day-long entries (standings…) have expired;
                    // the settled matches' details never do. League 9002's standings now differ.
                    try setup.recorded.changeStandings(of: 9002)
                    let snapshot = "\(folder)/cache-before-rerun"
                    try FileManager.default.copyItem(atPath: setup.cache, toPath: snapshot)
                    let later = APIReuseSetup.start + Self.twoDays

                    let rerun = try await setup.run(at: later)
                    #expect(rerun.report.reusedLeagueSeasons == 1)
                    // Only the day-long entries went stale: the leagues catalog and both standings.
                    let stale = ["/leagues", "/standings?league=9001&season=2023", "/standings?league=9002&season=2023"]
                    #expect(rerun.sent.sorted() == stale, "of \(first.sent.count) first sent")
                    let incremental = try FileTree(setup.output)
                    #expect(incremental.entries["csv/standings.csv"] != before.entries["csv/standings.csv"])

                    // A full run from the same cache at the same time sends the same requests and writes the same bytes.
                    try FileManager.default.removeItem(atPath: setup.cache)
                    try FileManager.default.moveItem(atPath: snapshot, toPath: setup.cache)
                    let full = try await setup.run(at: later, full: true)
                    #expect(full.report.reusedLeagueSeasons == 0)
                    #expect(full.sent.sorted() == rerun.sent.sorted())
                    let fullTree = try FileTree(setup.output)
                    #expect(fullTree == incremental, "\(fullTree.differences(from: incremental))")
                }
            }
        }

        @Test func aCacheEntryWhoseBodyChangedIsNotReusedWithTheOldResult() async throws {
            try await ScratchDirectory.with { folder in
                try await APIReuseSetup.with(in: folder) { setup in
                    _ = try await setup.run(at: APIReuseSetup.start)
                    let before = try FileTree(setup.output)
                    try setup.changeCachedReferee(inBatchHolding: 92_300_001)

                    let rerun = try await setup.run(at: APIReuseSetup.start + Self.minute)
                    #expect(rerun.sent == [])
                    #expect(rerun.report.reusedLeagueSeasons == 1)
                    let incremental = try FileTree(setup.output)
                    #expect(incremental.entries["csv/fixtures.csv"] != before.entries["csv/fixtures.csv"])
                    let fixtures = try String(contentsOfFile: "\(setup.output)/csv/fixtures.csv", encoding: .utf8)
                    #expect(fixtures.contains("Changed "), "the edited cache entry did not reach the fixtures")

                    let full = try await setup.run(at: APIReuseSetup.start + 2 * Self.minute, full: true)
                    #expect(full.sent == [])
                    let fullTree = try FileTree(setup.output)
                    #expect(fullTree == incremental, "\(fullTree.differences(from: incremental))")
                }
            }
        }
    }
}
