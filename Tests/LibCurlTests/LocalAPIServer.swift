import Foundation
import Testing

/// The fake API server (Tests/Support/fake_api_server.py) on a loopback port, with one
/// recording (`leagues/_.json`) and the faults of `scenario`, stopped when `body` ends.
struct LocalAPIServer {
    static let key = "curl-test-key"
    static let leagues = #"{"get":"leagues","parameters":[],"errors":[],"results":0,"paging":{"current":1,"total":1},"response":[]}"#

    let url: String
    let folder: String

    static func with<T>(scenario: String = #"{"faults":[]}"#, _ body: (LocalAPIServer) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("libcurl-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(folder)/recordings/leagues", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try leagues.write(toFile: "\(folder)/recordings/leagues/_.json", atomically: true, encoding: .utf8)
        try scenario.write(toFile: "\(folder)/scenario.json", atomically: true, encoding: .utf8)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Support/fake_api_server.py").path
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", script, "--recordings", "\(folder)/recordings", "--key", key,
                            "--log", "\(folder)/log.jsonl", "--scenario", "\(folder)/scenario.json", "--exit-on-stdin-eof"]
        let stdout = Pipe()
        let stdin = Pipe()
        server.standardOutput = stdout
        server.standardInput = stdin
        try server.run()
        defer {
            try? stdin.fileHandleForWriting.close()
            server.waitUntilExit()
        }
        var printed = Data()
        while !printed.contains(0x0A) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        let port = try #require(Int(String(decoding: printed, as: UTF8.self).split(separator: "\n").first ?? ""))
        return try await body(LocalAPIServer(url: "http://127.0.0.1:\(port)/", folder: folder))
    }

    /// The header names of every request the server received, in order.
    func receivedHeaderNames() throws -> [[String]] {
        try String(contentsOfFile: "\(folder)/log.jsonl", encoding: .utf8).split(separator: "\n").map { line in
            let entry = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let headers = entry?["headers"] as? [[String]] ?? []
            return headers.map { $0[0] }
        }
    }
}
