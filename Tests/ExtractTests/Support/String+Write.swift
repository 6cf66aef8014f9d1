import Foundation

extension String {
    /// Writes the string as UTF-8, creating the parent folder when asked.
    func write(toFile path: String, creatingFolder: Bool) throws {
        if creatingFolder {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try write(toFile: path, atomically: false, encoding: .utf8)
    }
}
