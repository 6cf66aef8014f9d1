import APIModel
import Foundation
import PipelineSpec
import TestSupport
import Testing

@testable import Extract

/// Recording and cache paths that name devices, FIFOs or huge files: replay ends with the
/// documented code naming the request and the path; the cache treats them as missing and
/// replaces them with the fetched answer.
@Suite struct HostileRecordingFilesTests {
    private let request = Request(.standings, ["league": "39", "season": "2023"])

    @Test(arguments: ["/dev/zero", "/dev/urandom"])
    func aRecordingLinkedToADeviceIsAMissingRecording(device: String) async throws {
        try await ScratchDirectory.with { folder in
            let source = ReplayingResponseSource(directory: folder)
            try FileManager.default.createDirectory(atPath: "\(folder)/standings", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: source.path(for: request), withDestinationPath: device)
            let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
            #expect(error == .recordingNotAFile(request: request, path: source.path(for: request), kind: "a character device"))
            #expect(error?.exitCode == 66)
            #expect(
                error?.description == "cannot read the recording of standings?league=39&season=2023 at "
                    + "\(source.path(for: request)): it is a character device, not a regular file. Check the path; "
                    + "a recording must be a file saved by `record:` (record it again).")
        }
    }

    @Test func aRecordingThatIsAFIFODoesNotBlock() async throws {
        try await ScratchDirectory.with { folder in
            let source = ReplayingResponseSource(directory: folder)
            try FileManager.default.createDirectory(atPath: "\(folder)/standings", withIntermediateDirectories: true)
            #expect(mkfifo(source.path(for: request), 0o600) == 0)
            let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
            #expect(error == .recordingNotAFile(request: request, path: source.path(for: request), kind: "a FIFO (named pipe)"))
            #expect(error?.exitCode == 66)
        }
    }

    @Test func aRecordingAboveTheLimitIsBadData() async throws {
        try await ScratchDirectory.with { folder in
            let source = ReplayingResponseSource(directory: folder)
            let path = source.path(for: request)
            try "".write(toFile: path, creatingFolder: true)
            let limit = AnswerSizeLimit.standard.bytes
            #expect(truncate(path, off_t(limit + 1)) == 0)
            let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
            #expect(error == .oversizedRecording(request: request, path: path, bytes: limit + 1, limit: limit))
            #expect(error?.exitCode == 65)
            #expect(error?.description.contains("above the 64 MiB") == true)
        }
    }

    /// The cap of `source.max_answer_mb` governs replay too; the reader is the file system (a file
    /// grown with truncate) and the error names the file, the cap and how to raise it.
    @Test func aRecordingAboveTheConfiguredCapNamesTheFileTheCapAndHowToRaiseIt() async throws {
        try await ScratchDirectory.with { folder in
            let source = ReplayingResponseSource(directory: folder, answerLimit: AnswerSizeLimit(mebibytes: 1))
            let path = source.path(for: request)
            try "".write(toFile: path, creatingFolder: true)
            #expect(truncate(path, off_t((1 << 20) + 1)) == 0)
            let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
            #expect(error == .oversizedRecording(request: request, path: path, bytes: (1 << 20) + 1, limit: 1 << 20))
            #expect(error?.exitCode == 65)
            let message = error?.description ?? ""
            #expect(message.contains(path) && message.contains("above the 1 MiB an answer may have"), "\(message)")
            #expect(message.contains("raise `source.max_answer_mb` (1 to 1024 MiB)"), "\(message)")
        }
    }

    @Test func aCacheFileLinkedToADeviceIsFetchedAgainAndReplaced() async throws {
        try await ScratchDirectory.with { folder in
            let clock = VirtualClock()
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
            let cache = CachingResponseSource(inner: inner, directory: folder, baseURL: "http://127.0.0.1/", clock: clock)
            let path = cache.path(for: request)
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/urandom")
            #expect(try await cache.response(for: request).origin == .network)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular)
            #expect(try await cache.response(for: request).origin == .cache)
            #expect(inner.callCount == 1)
        }
    }
}
