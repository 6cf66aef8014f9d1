import FileIO
import Foundation
import TestSupport
import Testing

/// The one single-file writer: the target holds the old bytes or the new, never half; temp
/// files never stay behind; missing folders are made.
@Suite struct AtomicFileWriterTests {
    @Test func replacesTheFileAndLeavesNoTempFile() throws {
        let folder = try ScratchDirectory("fileio-tests")
        try folder.write("old", to: "a/b/out.json")
        try AtomicFileWriter.replace(folder.file("a/b/out.json"), with: Array("new".utf8))
        #expect(folder.read("a/b/out.json") == "new")
        #expect(folder.listing() == ["a", "a/b", "a/b/out.json"])
    }

    @Test func makesMissingFolders() throws {
        let folder = try ScratchDirectory("fileio-tests")
        try AtomicFileWriter.replace(folder.file("x/y/z.cache"), with: [1, 2, 3])
        #expect(try folder.bytes("x/y/z.cache") == Data([1, 2, 3]))
    }

    @Test func aFailedWriteLeavesTheTargetAndNoTempFile() throws {
        let folder = try ScratchDirectory("fileio-tests")
        try folder.write("kept", to: "out.json")
        // A folder where the target should be: the rename fails after the temp file was written.
        try FileManager.default.createDirectory(atPath: folder.file("dir.json"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: folder.file("dir.json/inner"), withIntermediateDirectories: false)
        #expect(throws: FileError.self) { try AtomicFileWriter.replace(folder.file("dir.json"), with: Array("x".utf8)) }
        #expect(folder.listing() == ["dir.json", "dir.json/inner", "out.json"])
        #expect(folder.read("out.json") == "kept")
    }
}

@Suite struct RegularFileReaderTests {
    @Test func readsWholeFilesAndNilForMissingOnes() throws {
        let folder = try ScratchDirectory("fileio-tests")
        try folder.write("{}", to: "a.json")
        #expect(try RegularFileReader.read(folder.file("a.json")) == Array("{}".utf8))
        #expect(try RegularFileReader.read(folder.file("missing.json")) == nil)
    }

    @Test func refusesFoldersFIFOsAndDevices() throws {
        let folder = try ScratchDirectory("fileio-tests")
        #expect(mkfifo(folder.file("fifo"), 0o600) == 0)
        #expect(throws: FileError(.read, folder.file("fifo"), .notARegularFile(.fifo))) { try RegularFileReader.read(folder.file("fifo")) }
        #expect(throws: FileError(.read, folder.path, .notARegularFile(.directory))) { try RegularFileReader.read(folder.path) }
        #expect(throws: FileError(.read, "/dev/zero", .notARegularFile(.characterDevice))) { try RegularFileReader.read("/dev/zero") }
    }

    @Test func refusesFilesAboveTheLimit() throws {
        let folder = try ScratchDirectory("fileio-tests")
        try folder.write("12345", to: "five")
        #expect(throws: FileError(.read, folder.file("five"), .tooLarge(bytes: 5, limit: 4))) {
            try RegularFileReader.read(folder.file("five"), limit: 4)
        }
        #expect(try RegularFileReader.read(folder.file("five"), limit: 5) == Array("12345".utf8))
    }

    @Test func writesDigestsAsLowercaseHex() {
        #expect(ContentDigest.hex([0x00, 0x0f, 0xa5, 0xff]) == "000fa5ff")
        #expect(ContentDigest.sha256(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
