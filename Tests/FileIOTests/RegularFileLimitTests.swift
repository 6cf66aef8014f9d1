import FileIO
import Foundation
import TestSupport
import Testing

/// Reading refuses what is not a regular file, without blocking on a FIFO or reading a device
/// forever, and stops at the size limit.
@Suite struct RegularFileLimitTests {
    /// The standard answer cap (`AnswerSizeLimit.standard`), 64 MiB.
    private static let limit = 64 << 20

    @Test func readsARegularFileAndReportsAMissingOneAsNil() async throws {
        try await ScratchDirectory.with { folder in
            try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(folder)/a.json"))
            #expect(try RegularFileReader.read("\(folder)/a.json", limit: Self.limit) == Array("{}".utf8))
            #expect(try RegularFileReader.read("\(folder)/missing.json", limit: Self.limit) == nil)
        }
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom"])
    func aSymlinkToADeviceIsRefusedAtOnce(device: String) async throws {
        try await ScratchDirectory.with { folder in
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/a.json", withDestinationPath: device)
            #expect(throws: FileError(.read, "\(folder)/a.json", .notARegularFile(.characterDevice))) {
                try RegularFileReader.read("\(folder)/a.json", limit: Self.limit)
            }
        }
    }

    @Test func aFIFOWithoutAWriterIsRefusedWithoutBlocking() async throws {
        try await ScratchDirectory.with { folder in
            #expect(mkfifo("\(folder)/a.json", 0o600) == 0)
            #expect(throws: FileError(.read, "\(folder)/a.json", .notARegularFile(.fifo))) {
                try RegularFileReader.read("\(folder)/a.json", limit: Self.limit)
            }
            #expect(throws: FileError(.read, folder, .notARegularFile(.directory))) {
                try RegularFileReader.read(folder, limit: Self.limit)
            }
        }
    }

    @Test func aFileAboveTheLimitIsRefusedBeforeItIsRead() async throws {
        try await ScratchDirectory.with { folder in
            let path = "\(folder)/big.json"
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, off_t(Self.limit + 1)) == 0)
            #expect(throws: FileError(.read, path, .tooLarge(bytes: Self.limit + 1, limit: Self.limit))) {
                try RegularFileReader.read(path, limit: Self.limit)
            }
        }
    }
}
