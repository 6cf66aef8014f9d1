import TestSupport
@testable import Extract
import Foundation
import PipelineSpec
import Testing

/// Reading refuses what is not a regular file, without blocking on a FIFO or reading a device
/// forever, and stops at the size limit.
@Suite struct AtomicFileTests {
    private static let limit = AnswerSizeLimit.standard.bytes

    @Test func readsARegularFileAndReportsAMissingOneAsNil() async throws {
        try await ScratchDirectory.with { folder in
            try "{}".write(toFile: "\(folder)/a.json", creatingFolder: false)
            #expect(try AtomicFile.read("\(folder)/a.json", limit: Self.limit) == Array("{}".utf8))
            #expect(try AtomicFile.read("\(folder)/missing.json", limit: Self.limit) == nil)
        }
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom"])
    func aSymlinkToADeviceIsRefusedAtOnce(device: String) async throws {
        try await ScratchDirectory.with { folder in
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/a.json", withDestinationPath: device)
            #expect(throws: AtomicFile.ReadFailure.notARegularFile(kind: "a character device")) {
                try AtomicFile.read("\(folder)/a.json", limit: Self.limit)
            }
        }
    }

    @Test func aFIFOWithoutAWriterIsRefusedWithoutBlocking() async throws {
        try await ScratchDirectory.with { folder in
            #expect(mkfifo("\(folder)/a.json", 0o600) == 0)
            #expect(throws: AtomicFile.ReadFailure.notARegularFile(kind: "a FIFO (named pipe)")) {
                try AtomicFile.read("\(folder)/a.json", limit: Self.limit)
            }
            #expect(throws: AtomicFile.ReadFailure.notARegularFile(kind: "a folder")) { try AtomicFile.read(folder, limit: Self.limit) }
        }
    }

    @Test func aFileAboveTheLimitIsRefusedBeforeItIsRead() async throws {
        try await ScratchDirectory.with { folder in
            let path = "\(folder)/big.json"
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, off_t(Self.limit + 1)) == 0)
            #expect(throws: AtomicFile.ReadFailure.tooLarge(bytes: Self.limit + 1, limit: Self.limit)) {
                try AtomicFile.read(path, limit: Self.limit)
            }
        }
    }
}
