import Foundation
import Testing

/// Reads parts of an XLSX (a zip) through Python's standard zipfile module.
enum ZipParts {
    /// The text of one part, such as `xl/worksheets/sheet1.xml`.
    static func text(_ part: String, in path: String) throws -> String {
        try python(#"import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())"#, path, part)
    }

    /// `name date` per entry, in archive order.
    static func entries(in path: String) throws -> [String] {
        let script =
            #"import sys, zipfile; [print(i.filename, '%04d-%02d-%02d %02d:%02d:%02d' % i.date_time) for i in "#
            + #"zipfile.ZipFile(sys.argv[1]).infolist()]"#
        return try python(script, path).split(separator: "\n").map(String.init)
    }

    private static func python(_ script: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 could not read \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }
}
