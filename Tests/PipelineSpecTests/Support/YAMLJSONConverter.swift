import JSON

@testable import PipelineSpec

/// A pipeline file as the JSON an editor's schema validator sees: the YAML as written (no
/// `${VAR}` substitution), plain scalars typed by YAML 1.2's core schema.
enum YAMLJSONConverter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func json(fromYAML text: String) throws -> JSONValue {
        let scan = try VariableReferenceScanner.scan(text).get()
        guard let node = try YAMLComposer.compose(scan.text, file: "example").get() else { return .null }
        var builder = YAMLTreeBuilder(file: "example", tokens: scan.tokens, environment: [:])
        let root = builder.build(node)
        guard builder.problems.isEmpty else { throw Failure(description: "\(builder.problems)") }
        return json(root)
    }

    private static func json(_ node: YAMLNode) -> JSONValue {
        switch node.content {
        case .mapping(let entries):
            return .object(JSONObject(entries.map { JSONObject.Entry($0.key, json($0.value)) }))
        case .sequence(let items):
            return .array(items.map(json))
        case .scalar(let scalar):
            switch scalar.isPlain ? YAMLScalarValue(plain: scalar.raw) : .string(scalar.raw) {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            case .int(let number): return .int(number)
            case .number(let number): return .double(number)
            case .unrepresentableNumber(let text): return .number(text)
            case .string(let text): return .string(text)
            }
        }
    }
}
