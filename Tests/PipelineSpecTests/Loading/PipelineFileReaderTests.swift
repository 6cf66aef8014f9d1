import Foundation
import TestSupport
import Testing

@testable import PipelineSpec

/// The loader reads only regular files of a plausible size: devices, FIFOs and directories are
/// refused before a byte is read (66), oversized files by their size (78).
@Suite(.timeLimit(.minutes(1))) struct PipelineFileReaderTests {
    private func withFolder(_ body: (String) throws -> Void) throws {
        let folder = try ScratchDirectory("reader")
        try withExtendedLifetime(folder) { try body(folder.path) }
    }

    private func refusal(_ path: String) -> PipelineSpecError? {
        do {
            _ = try PipelineLoader.load(path: path, environment: [:])
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [("/dev/zero", "a character device"), ("/dev/urandom", "a character device")])
    func aSymlinkToADeviceIsRefusedWithoutReading(device: String, kind: String) throws {
        try withFolder { folder in
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/p.yml", withDestinationPath: device)
            #expect(refusal("\(folder)/p.yml") == .unreadableFile(path: "\(folder)/p.yml", reason: "it is \(kind), not a regular file"))
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        try withFolder { folder in
            #expect(mkfifo("\(folder)/p.yml", 0o600) == 0)
            #expect(
                refusal("\(folder)/p.yml")
                    == .unreadableFile(path: "\(folder)/p.yml", reason: "it is a FIFO (named pipe), not a regular file"))
        }
    }

    @Test func aDirectoryIsRefused() throws {
        try withFolder { folder in
            let error = refusal(folder)
            #expect(error == .unreadableFile(path: folder, reason: "it is a directory, not a regular file"))
            #expect(
                error?.description == "cannot read pipeline file '\(folder)': it is a directory, not a regular file. "
                    + "Check the path (relative paths resolve against the current directory).")
        }
    }

    @Test func aFileLargerThanTheLimitIsRefusedBySize() throws {
        try withFolder { folder in
            let limit = PipelineFileReader.maximumSize
            #expect(FileManager.default.createFile(atPath: "\(folder)/big.yml", contents: Data(repeating: 0x23, count: limit + 1)))
            let error = refusal("\(folder)/big.yml")
            #expect(error == .fileTooLarge(path: "\(folder)/big.yml", size: limit + 1, limit: limit))
            #expect(
                error?.description == "\(folder)/big.yml: the file is \(limit + 1) bytes, more than the \(limit) "
                    + "a pipeline file may have; check that the path names a pipeline file (pipelines are a few KB)")
        }
    }

    @Test func aFileAtTheLimitIsRead() throws {
        try withFolder { folder in
            let text = PipelineText.minimal
            let padding = String(repeating: "#", count: PipelineFileReader.maximumSize - text.utf8.count - 1) + "\n"
            #expect(FileManager.default.createFile(atPath: "\(folder)/p.yml", contents: Data((text + padding).utf8)))
            let pipeline = try PipelineLoader.load(path: "\(folder)/p.yml", environment: [:])
            #expect(pipeline.name == "t")
        }
    }
}
