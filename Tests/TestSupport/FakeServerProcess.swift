import Foundation
import Testing

/// Tests/Support/fake_api_server.py, started on a loopback port for the length of a body and
/// stopped afterwards, even when the body throws: it replays a recordings folder, accepts one
/// key, answers the faults of a scenario, and logs every request it receives. Test targets keep
/// at most a typealias and an extension with their own defaults.
package struct FakeServerProcess: Sendable {
    /// The server script's path in the repository.
    package static let scriptPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Support/fake_api_server.py").path

    /// The port it listens on (127.0.0.1).
    package let port: Int
    /// Its request log: one JSON object per request.
    package let logPath: String

    /// The api-sports style `base_url` that points a client at it.
    package var baseURL: String { "http://127.0.0.1:\(port)/" }

    /// Runs `body` with a server replaying `recordings` for `key`; `scenario` is the JSON text of
    /// a fault scenario (see the script), written into `folder` beside the request log.
    package static func with<T>(
        recordings: String, key: String, scenario: String? = nil, arguments extra: [String] = [], in folder: String,
        _ body: (FakeServerProcess) async throws -> T
    ) async throws -> T {
        let logPath = "\(folder)/server-log.jsonl"
        var arguments = [scriptPath, "--recordings", recordings, "--key", key, "--log", logPath, "--exit-on-stdin-eof"]
        if let scenario {
            let scenarioPath = "\(folder)/scenario.json"
            try scenario.write(toFile: scenarioPath, atomically: true, encoding: .utf8)
            arguments += ["--scenario", scenarioPath]
        }
        arguments += extra
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        defer {
            // Closing stdin ends the server even if the signal were lost.
            try? input.fileHandleForWriting.close()
            process.terminate()
            process.waitUntilExit()
        }
        let firstLine = firstLine(of: output.fileHandleForReading)
        let port = try #require(Int(firstLine), "the fake server printed no port (got '\(firstLine)')")
        return try await body(FakeServerProcess(port: port, logPath: logPath))
    }

    /// Reads up to the first newline; an empty string when the process ends without one.
    /// Plain read(2), retried on EINTR: FileHandle.availableData traps when a child's exit
    /// signal interrupts it.
    private static func firstLine(of handle: FileHandle) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.last != 0x0A {
            let count = read(handle.fileDescriptor, &byte, 1)
            if count == 1 { bytes.append(byte) } else if count < 0 && errno == EINTR { continue } else { break }
        }
        return String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
    }
}
