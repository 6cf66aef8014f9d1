import Foundation

/// A fresh folder for one test, removed afterwards.
enum TemporaryFolder {
    /// Runs `body` with a new empty folder and removes the folder when it returns or throws.
    static func with<T>(_ body: (String) async throws -> T) async throws -> T {
        let path = try make()
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try await body(path)
    }

    /// Creates a new empty folder under the system temp folder; the caller removes it.
    static func make(_ label: String = "runtests") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
