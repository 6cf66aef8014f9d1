import APIModel
import Foundation
import JSON
import TestSupport
import Testing

@testable import Extract

@Suite struct RecordingResponseSourceTests {
    private let clock = VirtualClock()

    @Test func teesEachAnswerIntoTheRecordingsLayoutPrettyPrinted() async throws {
        try await ScratchDirectory.with { folder in
            let replay = ReplayingResponseSource(directory: Fixtures.recordings)
            let tee = RecordingResponseSource(inner: replay, directory: folder)
            let requests = [Fixtures.rounds, Fixtures.squad, Fixtures.transfers, Fixtures.finishedFixture]
            for request in requests {
                let response = try await tee.response(for: request)
                #expect(response.body == (try Fixtures.recordingBytes(request)))
            }
            #expect(ScratchDirectory.files(in: folder) == requests.map(\.recordingPath).sorted())
            for request in requests {
                let written = try String(contentsOfFile: "\(folder)/\(request.recordingPath)", encoding: .utf8)
                let original = try JSONParser.parse(try Fixtures.recordingBytes(request))
                #expect(written == JSONWriter.pretty(original))
            }
        }
    }

    @Test func errorEnvelopesAreNeverRecorded() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.error("rateLimit", "Too many requests"))
            _ = try await RecordingResponseSource(inner: inner, directory: folder).response(for: Fixtures.squad)
            #expect(ScratchDirectory.files(in: folder).isEmpty)
        }
    }

    @Test func anUnchangedRecordingIsNotRewritten() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
            let tee = RecordingResponseSource(inner: inner, directory: folder)
            _ = try await tee.response(for: Fixtures.squad)
            let path = "\(folder)/\(Fixtures.squad.recordingPath)"
            let old = Date(timeIntervalSince1970: 1_000_000)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
            _ = try await tee.response(for: Fixtures.squad)
            let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            #expect(modified == old)
            #expect(ScratchDirectory.files(in: folder) == [Fixtures.squad.recordingPath])
        }
    }

    @Test func anUnwritableFolderIsNamed() async throws {
        try await ScratchDirectory.with { folder in
            try "a file where a folder should be".write(toFile: "\(folder)/players_squads", creatingFolder: false)
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
            let error = await #expect(throws: ExtractError.self) {
                try await RecordingResponseSource(inner: inner, directory: folder).response(for: Fixtures.squad)
            }
            guard case .unwritableFile(let request, let path, _)? = error else {
                Issue.record("expected unwritableFile, got \(String(describing: error))")
                return
            }
            #expect(request == Fixtures.squad && path == "\(folder)/players_squads/team=173.json")
            #expect(error?.exitCode == 73)
        }
    }
}
