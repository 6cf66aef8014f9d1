import JSON

extension SpecShape {
    /// This shape as a JSON Schema object. Where the validator would take a `${VAR}` reference in
    /// place of a number, a word or a patterned text (`allowsReference`), the schema does too.
    func jsonSchema(allowsReference: Bool) -> JSONObject {
        switch kind {
        case .mapping(let fields, let rules):
            return Self.mappingSchema(fields: fields, rules: rules)
        case .list(let element, let minCount, let maxCount, let uniqueItems):
            var schema: JSONObject = ["type": .string("array"), "items": .object(element.jsonSchema(allowsReference: true))]
            if minCount > 0 { schema["minItems"] = .int(minCount) }
            if let maxCount { schema["maxItems"] = .int(maxCount) }
            if uniqueItems { schema["uniqueItems"] = .bool(true) }
            return schema
        case .alternatives(let shapes):
            let branches = JSONValue.array(shapes.map { .object($0.jsonSchema(allowsReference: false)) })
            guard allowsReference, shapes.contains(where: \.takesReferences) else { return ["oneOf": branches] }
            // A reference string would match a text branch too, so it joins beside the oneOf.
            let hasText = shapes.contains { if case .string = $0.kind { true } else { false } }
            if hasText { return ["anyOf": .array([.object(["oneOf": branches]), Self.reference])] }
            guard case .array(let items) = branches else { return [:] }
            return ["oneOf": .array(items + [Self.reference])]
        case .string(let pattern, let minLength):
            var schema: JSONObject = ["type": .string("string")]
            if minLength > 0 { schema["minLength"] = .int(minLength) }
            if let pattern { schema["pattern"] = .string(pattern) }
            return withReference(schema, allowsReference)
        case .enumeration(let words):
            return withReference(["type": .string("string"), "enum": .array(words.map(JSONValue.string))], allowsReference)
        case .integer(let minimum, let maximum):
            return withReference(["type": .string("integer"), "minimum": .int(minimum), "maximum": .int(maximum)], allowsReference)
        case .number(let exclusiveMinimum, let maximum):
            let schema: JSONObject = ["type": .string("number"), "exclusiveMinimum": .double(exclusiveMinimum), "maximum": .double(maximum)]
            return withReference(schema, allowsReference)
        case .boolean:
            return withReference(["type": .string("boolean")], allowsReference)
        case .secretReference:
            return ["type": .string("string"), "pattern": .string(PipelineSchema.secretReferencePattern)]
        }
    }

    /// Whether a `${VAR}` in place of this value is something the schema must allow explicitly
    /// (free text takes it anyway; mappings and lists cannot be one).
    var takesReferences: Bool {
        switch kind {
        case .string(let pattern, _): pattern != nil
        case .enumeration, .integer, .number, .boolean: true
        case .alternatives(let shapes): shapes.contains(where: \.takesReferences)
        case .mapping, .list, .secretReference: false
        }
    }

    private static let reference = JSONValue.object(["$ref": .string("#/definitions/\(PipelineSchema.variableReferenceName)")])

    private func withReference(_ schema: JSONObject, _ allowsReference: Bool) -> JSONObject {
        guard allowsReference, takesReferences else { return schema }
        return ["anyOf": .array([.object(schema), Self.reference])]
    }

    private static func mappingSchema(fields: [SpecFieldShape], rules: [SpecMappingRule]) -> JSONObject {
        var properties = JSONObject()
        for field in fields {
            var property: JSONObject = ["description": .string(field.doc)]
            if let value = field.defaultValue { property["default"] = value }
            property.entries += field.shape.jsonSchema(allowsReference: true).entries
            properties[field.name] = .object(property)
        }
        var schema: JSONObject = ["type": .string("object"), "properties": .object(properties)]
        let required = fields.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        schema["additionalProperties"] = .bool(false)
        var constraints: [JSONObject] = []
        for rule in rules {
            if case .exactlyOne(let keys) = rule, keys == fields.map(\.name) {
                schema["minProperties"] = .int(1)
                schema["maxProperties"] = .int(1)
            } else {
                constraints.append(ruleSchema(rule))
            }
        }
        if constraints.count == 1 {
            schema.entries += constraints[0].entries
        } else if !constraints.isEmpty {
            schema["allOf"] = .array(constraints.map(JSONValue.object))
        }
        return schema
    }

    private static func ruleSchema(_ rule: SpecMappingRule) -> JSONObject {
        let requiring = { (keys: [String]) in JSONValue.array(keys.map { .object(["required": .array([.string($0)])]) }) }
        switch rule {
        case .exactlyOne(let keys):
            return ["oneOf": requiring(keys)]
        case .atLeastOne(let keys):
            return ["anyOf": requiring(keys)]
        case .atMostOne(let keys):
            let pairs = keys.indices.flatMap { i in
                keys[(i + 1)...].map { JSONValue.object(["required": .array([.string(keys[i]), .string($0)])]) }
            }
            return ["not": pairs.count == 1 ? pairs[0] : .object(["anyOf": .array(pairs)])]
        case .together(let keys):
            let dependencies = keys.map { key in JSONObject.Entry(key, .array(keys.filter { $0 != key }.map(JSONValue.string))) }
            return ["dependencies": .object(JSONObject(dependencies))]
        }
    }
}
