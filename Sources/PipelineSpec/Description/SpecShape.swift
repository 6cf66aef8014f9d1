package import JSON

/// What a node of the pipeline file may hold, as data: the validator checks values against it
/// and `PipelineSchema` renders it as JSON Schema, so the two cannot drift apart.
package struct SpecShape: Sendable {
    /// The node kinds a pipeline file is made of.
    package indirect enum Kind: Sendable {
        /// Known keys only; `rules` relate keys to one another.
        case mapping(fields: [SpecFieldShape], rules: [SpecMappingRule])
        case list(of: SpecShape, minCount: Int, maxCount: Int?, uniqueItems: Bool)
        /// Exactly one of these, told apart by the YAML type of the value.
        case alternatives([SpecShape])
        /// Text, with an ECMA-262 `pattern` (anchored with ^ and $) when its form matters.
        case string(pattern: String?, minLength: Int)
        case enumeration([String])
        /// A whole number in `minimum...maximum`: every number has both bounds.
        case integer(minimum: Int, maximum: Int)
        /// A decimal number greater than `exclusiveMinimum` and at most `maximum`.
        case number(exclusiveMinimum: Double, maximum: Double)
        case boolean
        /// Exactly one `${NAME}` reference and nothing else: how secrets are given.
        case secretReference
    }

    package var kind: Kind
    /// What a value must be, as messages say it after "expected" (`a list of years 1990...2100`).
    package var expected: String

    package init(_ kind: Kind, expected: String) {
        self.kind = kind
        self.expected = expected
    }
}

/// One key of a mapping, as the schema publishes it.
package struct SpecFieldShape: Sendable {
    package var name: String
    /// One line for editors and the schema's `description`.
    package var doc: String
    package var isRequired: Bool
    /// The value used when the key is absent, if it has one.
    package var defaultValue: JSONValue?
    package var shape: SpecShape
}

/// A rule between the keys of one mapping.
package enum SpecMappingRule: Sendable, Equatable {
    /// One and only one of these keys.
    case exactlyOne([String])
    /// At least one of these keys.
    case atLeastOne([String])
    /// Not two of these keys together.
    case atMostOne([String])
    /// All of these keys or none.
    case together([String])
}
