import Foundation
import Testing

/// Tests/Support/fake_api_server.py, started on a loopback port for the length of a body and
/// stopped afterwards, even when the body throws. Test targets wrap it with their own helpers
/// for reading its request log.
package enum FakeServerProcess {
    /// The server script's path in the repository.
    package static let scriptPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Support/fake_api_server.py").path

    /// Runs `body` with the port of a server replaying `recordings` for `key`, logging to
    /// `logPath`, with the faults in the JSON file `scenarioPath` when given.
    package static func with<T>(
        recordings: String, key: String, logPath: String, scenarioPath: String? = nil, arguments extra: [String] = [],
        _ body: (Int) async throws -> T
    ) async throws -> T {
        var arguments = [scriptPath, "--recordings", recordings, "--key", key, "--log", logPath, "--exit-on-stdin-eof"]
        if let scenarioPath { arguments += ["--scenario", scenarioPath] }
        arguments += extra
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe(), input = Pipe()
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
        return try await body(port)
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
