import Foundation
import JSON
import TestSupport

@testable import PipelineSpec

/// Runs Python's `jsonschema` over JSON documents against the generated schema.
enum JSONSchemaChecker {
    static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            sys.stderr.write("the Python package jsonschema is missing: pip install jsonschema\\n")
            sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft7Validator.check_schema(schema)
        validator = jsonschema.Draft7Validator(schema)
        for path in sys.argv[2:]:
            errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.absolute_path))
            print("ok" if not errors else "error\\t" + errors[0].message.replace("\\n", " "))
        """

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// One verdict per document: nil when valid, else the first error's message.
    static func validate(_ documents: [JSONValue]) throws -> [String?] {
        let folder = try ScratchDirectory("schema-agreement")
        try folder.write(PipelineSchema.text(), to: "schema.json")
        var files: [String] = []
        for (index, document) in documents.enumerated() {
            try folder.write(JSONWriter.pretty(document), to: "\(index).json")
            files.append(folder.file("\(index).json"))
        }
        let (status, output, errors) = try run(["-c", script, folder.file("schema.json")] + files)
        guard status == 0 else {
            throw Failure(description: "python3 with the jsonschema package is needed for this test (exit \(status)): \(errors)")
        }
        let lines = output.split(separator: "\n").map(String.init)
        guard lines.count == documents.count else { throw Failure(description: "unexpected output from python3: \(output)\(errors)") }
        return lines.map { $0 == "ok" ? nil : String($0.dropFirst("error\t".count)) }
    }

    private static func run(_ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [ProcessInfo.processInfo.environment["PYTHON"] ?? "python3"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
