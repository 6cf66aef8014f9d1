import APIModel
import Extract
import Foundation
import Run
import TestSupport
import Testing

@testable import Staging

extension FakeServerTests {
    /// A season played over ten simulated matchdays against the fake server, with a nightly run
    /// each day on a virtual clock (docs/ARCHITECTURE.md §7): settle windows, a late correction,
    /// the changes list, and what `--refresh` and `--offline` send.
    @Suite struct NightlySeasonTests {
        @Test func aSeasonOfNightlyRunsFetchesEachMatchUntilItSettlesAndReportsTheCorrection() async throws {
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder) { season in
                    let pipeline = try season.pipeline()
                    var detailRequests: [Int: [[Int]]] = [:]
                    var changes: [Int: [FixtureChange]] = [:]
                    var eventsAfter: [Int: String] = [:]
                    for night in 0...NightlySeason.matchdays {
                        let (report, requests) = try await season.run(pipeline, at: NightlySeason.time(ofNight: night))
                        #expect(report.stoppedBy == nil)
                        detailRequests[night] = NightlySeason.detailIDs(requests)
                        changes[night] = report.changes
                        eventsAfter[night] = (try? String(contentsOfFile: "\(folder)/out/csv/events.csv", encoding: .utf8)) ?? ""
                        // Every night re-reads the list, and fetches only the new and the still-settling matches, in one batch.
                        #expect(
                            requests.filter { $0.hasPrefix("/fixtures?") && !$0.contains("ids=") }.count == 1, "night \(night): \(requests)"
                        )
                        let fresh = (max(0, night - 2)..<night).flatMap(NightlySeason.ids(ofMatchday:))
                        #expect(detailRequests[night] == (fresh.isEmpty ? [] : [fresh]), "night \(night)")
                    }
                    // A settled match is never fetched again: matchday 0 only on nights 1 and 2.
                    let nightsAskingFor5000 = detailRequests.filter { $0.value.joined().contains(5000) }.keys.sorted()
                    #expect(nightsAskingFor5000 == [1, 2])

                    // Matchday 3 ends on day 3 at 17:00; the API corrects it 20 h later, before night 5.
                    #expect(!eventsAfter[4, default: ""].contains("Corrected after full time"))
                    #expect(eventsAfter[5, default: ""].contains("Corrected after full time"))
                    let correction = changes[5, default: []].first { $0.id == NightlySeason.corrected }
                    #expect(correction?.kinds == [.correctedEvents, .changedStatistics])
                    // The night after a matchday lists its results as new; nothing else changed.
                    #expect(changes[6, default: []].map(\.id) == NightlySeason.ids(ofMatchday: 5))
                    #expect(changes[6, default: []].allSatisfy { $0.kinds == [.newResult] && $0.statusBefore == "NS" && $0.status == "FT" })
                    #expect(changes[0, default: []].isEmpty, "a first run has nothing to compare with")
                }
            }
        }

        @Test func refreshOnAWarmCacheRefetchesOnlyWhatCanStillChange() async throws {
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder) { season in
                    let pipeline = try season.pipeline()
                    for night in [3, 6] { _ = try await season.run(pipeline, at: NightlySeason.time(ofNight: night)) }
                    let later = NightlySeason.time(ofNight: 6) + 600
                    let plain = try await season.run(pipeline, at: later)
                    let refreshed = try await season.run(pipeline, at: later + 60, freshness: FreshnessOptions(refresh: true))
                    let capped = try await season.run(pipeline, at: later + 120, freshness: FreshnessOptions(maxAgeSeconds: 60))

                    #expect(plain.requests.isEmpty, "a warm cache answers a second run ten minutes later: \(plain.requests)")
                    // --refresh: the catalog, the list, and the batch of the two settling matchdays (4 and 5).
                    #expect(refreshed.requests.count == 3, "\(refreshed.requests)")
                    #expect(
                        NightlySeason.detailIDs(refreshed.requests) == [NightlySeason.ids(ofMatchday: 4) + NightlySeason.ids(ofMatchday: 5)]
                    )
                    // --max-age 60s caps even settled answers: every batch again.
                    #expect(NightlySeason.detailIDs(capped.requests).joined().count == 12, "\(capped.requests)")
                }
            }
        }

        @Test func aNightlyRunStartingSecondsEarlierThanLastNightsStillSeesTheDaysResults() async throws {
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder) { season in
                    let pipeline = try season.pipeline()
                    _ = try await season.run(pipeline, at: NightlySeason.time(ofNight: 3))
                    // Less than a day later, but after matchday 3 kicked off: the list is read again.
                    let next = try await season.run(pipeline, at: NightlySeason.time(ofNight: 4) - 10)
                    #expect(next.requests.filter { $0.hasPrefix("/fixtures?") && !$0.contains("ids=") }.count == 1, "\(next.requests)")
                    #expect(NightlySeason.detailIDs(next.requests).joined().contains(NightlySeason.ids(ofMatchday: 3)[0]))
                }
            }
        }

        @Test func offlineAnswersFromAnExpiredCacheWithoutARequest() async throws {
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder) { season in
                    let pipeline = try season.pipeline()
                    _ = try await season.run(pipeline, at: NightlySeason.time(ofNight: 3))
                    let later = try await season.run(
                        pipeline, at: NightlySeason.time(ofNight: 6), freshness: FreshnessOptions(offline: true))
                    #expect(later.requests.isEmpty, "\(later.requests)")
                    #expect(later.report.stoppedBy == nil)
                }
            }
        }

        @Test func planSaysHowManySettlingMatchesItWillFetchAgainAndWhy() async throws {
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder) { season in
                    let pipeline = try season.pipeline()
                    _ = try await season.run(pipeline, at: NightlySeason.time(ofNight: 4))
                    // Two hours later the list (a day) is still fresh; matchdays 2 and 3 (an hour) are not.
                    let later = NightlySeason.time(ofNight: 4) + 7_200
                    let preview = try await season.plan(pipeline, at: later)
                    #expect(
                        preview.toFetch.map(\.request.description) == ["leagues", "fixtures?ids=5020-5021-5030-5031"],
                        "the catalog lives an hour too")
                    let text = PlanPreviewText(preview: preview, pipeline: pipeline).text
                    #expect(text.contains("settle window: 4 finished match(es) fetched again in 1 request(s): the API corrects"), "\(text)")

                    // A pipeline that records does not split its batches, but plan still says what it fetches again.
                    let recording = try season.pipeline(settings: ["record: \(folder)/recorded"])
                    let recordingText = PlanPreviewText(preview: try await season.plan(recording, at: later), pipeline: recording).text
                    #expect(recordingText.contains("settle window: 4 finished match(es) fetched again in 1 request(s)"), "\(recordingText)")
                }
            }
        }

        @Test func offlineWithAColdCacheEndsAtTheFirstRequestAndPlanListsIt() async throws {
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder) { season in
                    let pipeline = try season.pipeline(cache: "cold")
                    await #expect(throws: ExtractError.notStoredOffline(request: .init(.leagues))) {
                        _ = try await season.run(pipeline, at: NightlySeason.time(ofNight: 4), freshness: FreshnessOptions(offline: true))
                    }
                    #expect(try season.server.requests().isEmpty, "--offline sent a request")
                    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))

                    let preview = try await season.plan(
                        pipeline, at: NightlySeason.time(ofNight: 4), freshness: FreshnessOptions(offline: true))
                    let text = PlanPreviewText(preview: preview, pipeline: pipeline).text
                    #expect(text.contains("offline, nothing stored answers: leagues (leagues)"), "\(text)")
                }
            }
        }

        @Test func aMovingWindowExportsItsDaysAndAnUnchangedWindowTouchesNoFile() async throws {
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder) { season in
                    let pipeline = try season.pipeline(extract: "[{fixtures: {from: -1d, to: +1d}}, fixture_details]")
                    let night = NightlySeason.time(ofNight: 5)
                    _ = try await season.run(pipeline, at: night)
                    let fixtures = try String(contentsOfFile: "\(folder)/out/csv/fixtures.csv", encoding: .utf8)
                    let ids = fixtures.split(whereSeparator: \.isNewline).dropFirst().compactMap { Int($0.prefix { $0 != "," }) }
                    #expect(ids == [4, 5, 6].flatMap(NightlySeason.ids(ofMatchday:)), "\(fixtures.prefix(600))")

                    let files = try FileManager.default.subpathsOfDirectory(atPath: "\(folder)/out").filter {
                        $0.hasSuffix(".csv") || $0.hasSuffix(".json")
                    }
                    let before = try modificationTimes("\(folder)/out", files)
                    try await Task.sleep(nanoseconds: 1_100_000_000)
                    let again = try await season.run(pipeline, at: night + 300)
                    #expect(again.requests.isEmpty)
                    // Every table file keeps its bytes and mtime; manifest.json is the run's stamp, written again.
                    let touched = again.report.outputs.filter { $0.change != .unchanged && !$0.path.hasSuffix("manifest.json") }
                    #expect(touched.isEmpty, "\(touched)")
                    let after = try modificationTimes("\(folder)/out", files)
                    #expect(before.filter { !$0.key.hasSuffix("manifest.json") } == after.filter { !$0.key.hasSuffix("manifest.json") })

                    // --today moves the window: three days later, matchdays 7 to 9.
                    let today = try #require(FreshnessOptions.dayNumber(iso: "2024-08-25"))
                    _ = try await season.run(pipeline, at: night + 600, freshness: FreshnessOptions(today: today))
                    let moved = try String(contentsOfFile: "\(folder)/out/csv/fixtures.csv", encoding: .utf8)
                    #expect(
                        moved.split(whereSeparator: \.isNewline).dropFirst().compactMap { Int($0.prefix { $0 != "," }) }
                            == [7, 8, 9].flatMap(NightlySeason.ids(ofMatchday:)))
                }
            }
        }

        private func modificationTimes(_ root: String, _ files: [String]) throws -> [String: Date] {
            var times: [String: Date] = [:]
            for file in files {
                times[file] = try FileManager.default.attributesOfItem(atPath: "\(root)/\(file)")[.modificationDate] as? Date
            }
            return times
        }
    }
}
