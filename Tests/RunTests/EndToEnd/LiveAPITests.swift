import Foundation
import JSON
import Testing

extension FakeServerTests {
    /// The shipped demo pipeline over the live path (HTTP, cache, record tee) against the fake
    /// server replaying the generated season: quota spent once, same outputs, key never leaks.
    @Suite struct LiveAPITests {
        @Test func firstRunSendsOneRequestPerRecording() async throws {
            let live = try await LiveSeasonRun.shared()
            let recordings = try FileTree(try await DemoSeasonFixture.recordings()).files.filter { $0 != ".complete" }

            #expect(live.first.status == 0, "\(live.first.stderr.suffix(2000))")
            #expect(recordings.count == DemoSeasonFixture.recordingCount)
            #expect(live.requestsAfterFirst.count == recordings.count)
            #expect(Set(live.requestsAfterFirst).count == live.requestsAfterFirst.count, "a request was sent twice")
            #expect(live.manifestRequestsAfterFirst == #"{"recording":0,"cache":0,"network":\#(DemoSeasonFixture.recordingCount)}"#)
        }

        @Test func secondRunIsAnsweredByTheCache() async throws {
            let live = try await LiveSeasonRun.shared()

            #expect(live.second.status == 0, "\(live.second.stderr.suffix(2000))")
            #expect(live.requestsAfterSecond == live.requestsAfterFirst, "the second run sent requests")
            #expect(live.manifestRequestsAfterSecond == #"{"recording":0,"cache":\#(DemoSeasonFixture.recordingCount),"network":0}"#)
        }

        @Test func outputsEqualTheRecordedRunByteForByte() async throws {
            let live = try await LiveSeasonRun.shared()
            let reference = try await DemoSeasonFixture.shared().output
            let liveTree = try FileTree(live.output)
            let recordedTree = try FileTree(reference)

            #expect(liveTree.files == recordedTree.files)
            let tables = liveTree.differences(from: recordedTree).filter { !$0.hasSuffix(" manifest.json") }
            #expect(tables.isEmpty, "\(tables)")
            // The manifests differ only in what names the source: the pipeline's hash and the request origins.
            let liveManifest = try ManifestText.object(at: "\(live.output)/manifest.json")
            let recordedManifest = try ManifestText.object(at: "\(reference)/manifest.json")
            #expect(liveManifest.keys == recordedManifest.keys)
            for key in liveManifest.keys where !["pipeline", "requests"].contains(key) {
                #expect(liveManifest[key] == recordedManifest[key], "manifest '\(key)' differs")
            }
        }

        @Test func recordTeeWritesTheRecordingsItReplayed() async throws {
            let live = try await LiveSeasonRun.shared()
            let recordings = try await DemoSeasonFixture.recordings()
            let replayed = try FileTree(recordings).differences(from: try FileTree("\(live.folder)/recorded"))

            #expect(replayed == ["only in the first tree: .complete"])
        }

        @Test func keyIsNeverWrittenNorPrinted() async throws {
            let live = try await LiveSeasonRun.shared()
            let key = Data(TestPipeline.key.utf8)
            let written = try FileTree(live.folder).files
            let folders = Set(written.map { $0.split(separator: "/").first.map(String.init) ?? $0 })

            #expect(folders.isSuperset(of: ["out", "cache", "recorded", "run.d"]), "\(folders)")
            for path in written {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(live.folder)/\(path)"))
                #expect(bytes.range(of: key) == nil, "the key is in \(path)")
            }
            for outcome in [live.first, live.second] {
                #expect(!outcome.stdout.contains(TestPipeline.key) && !outcome.stderr.contains(TestPipeline.key))
            }
        }

        @Test func jsonLogFormatWritesOnlyJSONObjects() async throws {
            let live = try await LiveSeasonRun.shared()
            for outcome in [live.first, live.second] {
                let objects = outcome.stderrJSONObjects
                #expect(!objects.isEmpty)
                for (line, object) in zip(outcome.stderrLines, objects) {
                    #expect(object?.string("level") != nil && object?.string("event") != nil, "not a log record: \(line)")
                }
            }
            let fetched = live.first.stderrJSONObjects.filter { $0?.string("event") == "request" }
            #expect(fetched.count == DemoSeasonFixture.recordingCount)
        }
    }
}
