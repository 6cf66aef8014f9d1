import FileIO
import Foundation
package import JSON

/// Writes a recordings tree atomically: everything goes into a temporary folder beside the
/// destination, the `.complete` marker is written last, then the folder is renamed into place
/// (replacing an earlier finished tree). A crash leaves the destination as it was.
package struct RecordingTreeWriter {
    /// The marker file a finished tree holds.
    package static let completeMarker = ".complete"

    package let destination: String
    let staging: String
    private var folders: Set<String> = []
    package private(set) var files = 0
    package private(set) var bytes = 0

    /// Prepares an empty staging folder beside `destination`.
    package init(destination: String) throws(DemoSeasonError) {
        let trimmed = destination.hasSuffix("/") && destination.count > 1 ? String(destination.dropLast()) : destination
        self.destination = trimmed
        let url = URL(fileURLWithPath: trimmed)
        staging =
            url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)").path
        try Self.checkReplaceable(trimmed)
        try? FileManager.default.removeItem(atPath: staging)
        try Self.makeFolder(staging)
    }

    /// Writes one recording at its `recordingPath`, pretty-printed.
    package mutating func write(_ request: DemoRequest, _ envelope: JSONValue) throws(DemoSeasonError) {
        let path = FilePath.joined(staging, request.recordingPath)
        let folder = String(path[..<path.lastIndex(of: "/")!])
        if !folders.contains(folder) {
            try Self.makeFolder(folder)
            folders.insert(folder)
        }
        let data = Array(JSONWriter.pretty(envelope).utf8)
        try Self.writeFile(path, data)
        files += 1
        bytes += data.count
    }

    /// Writes the marker and moves the tree into place.
    package func commit() throws(DemoSeasonError) {
        try Self.writeFile(FilePath.joined(staging, Self.completeMarker), [])
        let manager = FileManager.default
        let retired = "\(staging).old"
        let replacing = manager.fileExists(atPath: destination)
        do {
            if replacing { try FileSystem.move(destination, replacing: retired) }
        } catch {
            throw .cannotMove(from: destination, to: retired, reason: error.reason)
        }
        do {
            try FileSystem.move(staging, replacing: destination)
        } catch {
            throw .cannotMove(from: staging, to: destination, reason: error.reason)
        }
        if replacing { try? manager.removeItem(atPath: retired) }
    }

    /// Removes the staging folder after a failure.
    package func abandon() {
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// A destination may be replaced when it is absent, empty, or a finished demo tree.
    private static func checkReplaceable(_ path: String) throws(DemoSeasonError) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return }
        let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? ["?"]
        guard isFolder.boolValue, contents.isEmpty || manager.fileExists(atPath: FilePath.joined(path, completeMarker)) else {
            throw .outputNotReplaceable(path: path)
        }
    }

    private static func makeFolder(_ path: String) throws(DemoSeasonError) {
        do {
            try FileSystem.makeDirectories(path)
        } catch {
            throw .cannotCreate(path: path, reason: error.reason)
        }
    }

    /// Writes a new file in the staging folder (fresh, so never one that exists); the tree as a
    /// whole is what `commit` replaces atomically.
    private static func writeFile(_ path: String, _ bytes: [UInt8]) throws(DemoSeasonError) {
        do throws(FileError) {
            let descriptor = try FileSystem.createExclusive(path)
            do {
                try FileSystem.writeAll(bytes, to: descriptor, path: path)
            } catch {
                _ = try? FileSystem.finishWriting(descriptor, path: path)
                throw error
            }
            try FileSystem.finishWriting(descriptor, path: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }
}
