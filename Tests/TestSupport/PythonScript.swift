package import Foundation
import Testing

/// Runs a Python read-back script (an independent reader: openpyxl, pyarrow, sqlite3, DuckDB)
/// and hands back what it printed.
package enum PythonScript {
    /// The standard output of `python3 <script> <arguments…>`, with `environment` added to the
    /// process's own; fails the test with `failure` and the script's stderr when it exits non-zero.
    package static func output(
        of script: String, _ arguments: [String], environment: [String: String] = [:], failure: String
    ) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(failure): \(message)")
        return data
    }
}
