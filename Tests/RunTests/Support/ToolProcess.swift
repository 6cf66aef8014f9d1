import Foundation
import TestSupport

/// What a finished subprocess left: its exit status and everything it printed.
struct ToolOutcome: Sendable {
    /// The exit status.
    let status: Int32
    /// Everything written to standard output.
    let stdout: String
    /// Everything written to standard error.
    let stderr: String

    /// The non-empty lines of stderr.
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

/// Runs a program to completion without blocking a Swift concurrency thread. Output goes to
/// files, not pipes, so a chatty child can never fill a pipe and stall.
enum ToolProcess {
    /// Variables a test must set explicitly, never inherit from the developer's shell.
    static let isolatedVariables = ["API_FOOTBALL_KEY", "SOURCE_DATE_EPOCH", "DEMO_RECORDINGS", "OUTPUT_DIR", "RECORD_GOLDEN"]

    /// Runs `executable` with `arguments`; `environment` is added to this process's own
    /// (minus `isolatedVariables`), `directory` is the working directory.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], in directory: String? = nil
    ) async throws -> ToolOutcome {
        try await ScratchDirectory.with { scratch in
            let stdoutPath = "\(scratch)/stdout"
            let stderrPath = "\(scratch)/stderr"
            _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
            _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
            let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: stdoutPath))
            let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
            defer {
                try? stdout.close()
                try? stderr.close()
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = Self.environment(adding: environment)
            if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = stdout
            process.standardError = stderr
            let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
                process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    continuation.resume(throwing: error)
                }
            }
            return ToolOutcome(
                status: status,
                stdout: try String(contentsOfFile: stdoutPath, encoding: .utf8),
                stderr: try String(contentsOfFile: stderrPath, encoding: .utf8))
        }
    }

    /// Runs the `football-etl` binary.
    static func footballETL(
        _ arguments: [String], environment: [String: String] = [:], in directory: String? = nil
    ) async throws -> ToolOutcome {
        try await run(try RepositoryPaths.requireBinary(), arguments, environment: environment, in: directory)
    }

    /// The environment a child gets: this process's own minus `isolatedVariables`, its stored
    /// league-seasons in this process's scratch folder, then `extra`. Tests that start the binary
    /// themselves (to kill it) use it too, or their runs would share the user's store.
    static func environment(adding extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in isolatedVariables { environment[name] = nil }
        // Stored league-seasons go to this process's scratch folder, never the user's cache.
        environment["XDG_CACHE_HOME"] = "\(ProcessScratch.folder)/xdg-cache"
        environment.merge(extra) { _, new in new }
        return environment
    }
}
