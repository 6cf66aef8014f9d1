package import JSON

/// The JSON Schema (draft 7) of pipeline files, generated from `PipelineFileSpec` so editors
/// check and complete files exactly as the validator reads them.
package enum PipelineSchema {
    /// Where the schema's reusable parts live, for `$ref`.
    static let variableReferenceName = "variable_reference"
    /// A string holding a `${NAME}` or `${NAME:-default}` not escaped as `$${`: the file's form
    /// of a value taken from the environment.
    static let variableReferencePattern = #"(^|[^$])\$\{[A-Za-z_][A-Za-z0-9_]*(:-[^}]*)?\}"#
    /// Exactly one `${NAME}`, no default: how the API key is written.
    static let secretReferencePattern = #"^\$\{[A-Za-z_][A-Za-z0-9_]*\}$"#

    /// The schema document.
    package static func jsonSchema() -> JSONValue {
        var document: JSONObject = [
            "$schema": .string("http://json-schema.org/draft-07/schema#"),
            "title": .string("football-etl pipeline"),
            "description": .string(
                "A football-etl pipeline: where API-Football data comes from, which leagues, seasons and datasets to "
                    + "export, how to shape them and where to write them. Values may use ${VAR} or ${VAR:-default} "
                    + "from the environment ($${ for a literal ${).")
        ]
        document.entries += PipelineFileSpec.root.shape.jsonSchema(allowsReference: true).entries
        document["definitions"] = .object([
            variableReferenceName: .object([
                "description": .string("A value taken from the environment when the pipeline runs: ${VAR} or ${VAR:-default}."),
                "type": .string("string"),
                "pattern": .string(variableReferencePattern)
            ])
        ])
        return .object(document)
    }

    /// The schema as the text published in `schema/pipeline.schema.json`.
    package static func text() -> String {
        JSONWriter.pretty(jsonSchema())
    }
}
