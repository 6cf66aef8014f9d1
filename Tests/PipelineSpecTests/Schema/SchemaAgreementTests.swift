import Foundation
import JSON
import Testing
@testable import PipelineSpec

/// The generated JSON Schema and the validator judge the same files the same way. Python's
/// `jsonschema` (an independent Draft 7 implementation) checks the schema; every example under
/// `Examples/` goes through both. `valid/` must pass both, `invalid/` fail both, and
/// `validator-only/` holds what a schema cannot know (the environment, time zones, calendars,
/// relations across sections), which the schema must pass and the validator fail. Each failing
/// example names on its first line (`# expect: <case>`) the error the validator must give.
@Suite struct SchemaAgreementTests {
    static let examples = RepositoryFiles.testsFolder.appendingPathComponent("Schema/Examples")
    static let environment = ["API_FOOTBALL_KEY": "key", "SEASON": "2024", "LEAGUE": "39", "WORD": "abc"]

    struct Example {
        var group: String
        var name: String
        var text: String

        var expectedCase: String? {
            guard text.hasPrefix("# expect: ") else { return nil }
            return String(text.dropFirst("# expect: ".count).prefix { $0 != "\n" })
        }
    }

    static func load(_ group: String) throws -> [Example] {
        let folder = examples.appendingPathComponent(group)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted().map {
            Example(group: group, name: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// The validator's verdict: nil when it accepts, else the first error's case name.
    static func validatorVerdict(_ example: Example) -> String? {
        do {
            _ = try PipelineLoader.decode(bytes: Array(example.text.utf8), path: example.name, environment: environment)
            return nil
        } catch {
            return Mirror(reflecting: error.all[0]).children.first?.label ?? "\(error.all[0])"
        }
    }

    @Test func schemaAndValidatorAgreeOnEveryExample() throws {
        let groups = try ["valid", "invalid", "validator-only"].map { try (group: $0, examples: Self.load($0)) }
        let all = groups.flatMap(\.examples)
        #expect(groups.allSatisfy { !$0.examples.isEmpty })
        let schemaVerdicts = try JSONSchemaChecker.validate(all.map { try YAMLJSONConverter.json(fromYAML: $0.text) })
        guard schemaVerdicts.count == all.count else { return }
        for (example, schemaError) in zip(all, schemaVerdicts) {
            let validatorCase = Self.validatorVerdict(example)
            let label = "\(example.group)/\(example.name)"
            switch example.group {
            case "valid":
                #expect(schemaError == nil, "\(label): the schema refuses it: \(schemaError ?? "")")
                #expect(validatorCase == nil, "\(label): the validator refuses it with \(validatorCase ?? "")")
            case "invalid":
                #expect(schemaError != nil, "\(label): the schema accepts it")
                #expect(validatorCase == example.expectedCase, "\(label)")
            default:
                #expect(schemaError == nil, "\(label): the schema refuses it: \(schemaError ?? "")")
                #expect(validatorCase == example.expectedCase, "\(label)")
            }
        }
    }
}

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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-agreement-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemaFile = folder.appendingPathComponent("schema.json")
        try PipelineSchema.text().write(to: schemaFile, atomically: true, encoding: .utf8)
        var files: [String] = []
        for (index, document) in documents.enumerated() {
            let file = folder.appendingPathComponent("\(index).json")
            try JSONWriter.pretty(document).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let (status, output, errors) = try run(["-c", script, schemaFile.path] + files)
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
