import JSON
import Testing

@testable import PipelineSpec

/// Compares one spec shape with the schema generated for it.
final class SpecSchemaWalk {
    private(set) var checkedNodes = 0

    func check(_ shape: SpecShape, against schema: JSONObject, at path: String) {
        checkedNodes += 1
        switch shape.kind {
        case .mapping(let fields, _):
            #expect(schema["type"] == .string("object"), "\(path)")
            #expect(schema["additionalProperties"] == .bool(false), "\(path)")
            guard case .object(let properties) = schema["properties"] else {
                Issue.record("\(path): no properties")
                return
            }
            #expect(properties.keys == fields.map(\.name), "\(path)")
            let required = fields.filter(\.isRequired).map { JSONValue.string($0.name) }
            #expect(schema["required"] == (required.isEmpty ? nil : .array(required)), "\(path)")
            for field in fields {
                guard case .object(let property) = properties[field.name] else {
                    Issue.record("\(path).\(field.name) missing")
                    continue
                }
                #expect(property["description"] == .string(field.doc), "\(path).\(field.name)")
                #expect(property["default"] == field.defaultValue, "\(path).\(field.name)")
                check(field.shape, against: property, at: "\(path).\(field.name)")
            }
        case .list(let element, let minCount, let maxCount, let uniqueItems):
            #expect(schema["type"] == .string("array"), "\(path)")
            #expect(schema["minItems"] == (minCount > 0 ? .int(minCount) : nil), "\(path)")
            #expect(schema["maxItems"] == maxCount.map(JSONValue.int), "\(path)")
            #expect(schema["uniqueItems"] == (uniqueItems ? .bool(true) : nil), "\(path)")
            guard case .object(let items) = schema["items"] else {
                Issue.record("\(path): no items")
                return
            }
            check(element, against: items, at: "\(path)[]")
        case .alternatives(let shapes):
            let branches = Self.branches(of: schema)
            #expect(branches.count == shapes.count, "\(path)")
            for (index, (branch, schema)) in zip(shapes, branches).enumerated() {
                check(branch, against: schema, at: "\(path)|\(index)")
            }
        case .string(let pattern, let minLength):
            let leaf = Self.leaf(of: schema)
            #expect(leaf["type"] == .string("string"), "\(path)")
            #expect(leaf["pattern"] == pattern.map(JSONValue.string), "\(path)")
            #expect(leaf["minLength"] == (minLength > 0 ? .int(minLength) : nil), "\(path)")
        case .enumeration(let words):
            #expect(Self.leaf(of: schema)["enum"] == .array(words.map(JSONValue.string)), "\(path)")
        case .integer(let minimum, let maximum):
            let leaf = Self.leaf(of: schema)
            #expect(leaf["type"] == .string("integer"), "\(path)")
            #expect(leaf["minimum"] == .int(minimum), "\(path)")
            #expect(leaf["maximum"] == .int(maximum), "\(path)")
        case .number(let exclusiveMinimum, let maximum):
            let leaf = Self.leaf(of: schema)
            #expect(leaf["type"] == .string("number"), "\(path)")
            #expect(leaf["exclusiveMinimum"] == .double(exclusiveMinimum), "\(path)")
            #expect(leaf["maximum"] == .double(maximum), "\(path)")
        case .boolean:
            #expect(Self.leaf(of: schema)["type"] == .string("boolean"), "\(path)")
        case .secretReference:
            #expect(schema["pattern"] == .string(PipelineSchema.secretReferencePattern), "\(path)")
        }
    }

    /// The schema without its `${VAR}` alternative.
    private static func leaf(of schema: JSONObject) -> JSONObject {
        guard case .array(let options) = schema["anyOf"] else { return schema }
        let rest = options.compactMap { option -> JSONObject? in
            guard case .object(let object) = option, object["$ref"] == nil else { return nil }
            return object
        }
        return rest.count == 1 ? rest[0] : schema
    }

    /// The `oneOf` branches, without the `${VAR}` alternative.
    private static func branches(of schema: JSONObject) -> [JSONObject] {
        guard case .array(let options) = leaf(of: schema)["oneOf"] else { return [] }
        return options.compactMap { option in
            guard case .object(let object) = option, object["$ref"] == nil else { return nil }
            return object
        }
    }
}
