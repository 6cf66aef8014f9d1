import Foundation

/// A fresh folder under the system temp dir, removed when the value goes away.
final class ScratchFolder {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/xlsx-tests-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A path inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// The bytes of a file inside the folder.
    func bytes(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: file(name))) }
}
