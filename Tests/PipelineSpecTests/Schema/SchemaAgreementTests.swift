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
