import Foundation
import JSON
import TestSupport
import Testing

@testable import PipelineSpec

@Suite struct PipelineSchemaTests {
    static let golden = RepositoryFiles.testsFolder.appendingPathComponent("Schema/pipeline.schema.json")
    static let published = RepositoryFiles.root.appendingPathComponent("schema/pipeline.schema.json")

    @Test func generatedSchemaMatchesTheGoldenFile() {
        GoldenFile.expectMatches(
            PipelineSchema.text(), named: Self.golden.lastPathComponent, in: Self.golden.deletingLastPathComponent().path)
    }

    /// schema/pipeline.schema.json is the generated schema; RECORD_GOLDEN=1 rewrites it too.
    @Test func publishedSchemaIsTheGeneratedOne() {
        GoldenFile.expectMatches(
            PipelineSchema.text(), named: Self.published.lastPathComponent, in: Self.published.deletingLastPathComponent().path)
    }

    /// An independent validator (Python's jsonschema) accepts the schema as a draft-07 schema,
    /// and the document names the draft and the title editors show.
    @Test func schemaIsAValidDraft7Schema() throws {
        #expect(try JSONSchemaChecker.validate([]) == [])
        guard case .object(let document) = PipelineSchema.jsonSchema() else {
            Issue.record("not an object")
            return
        }
        #expect(document["$schema"] == .string("http://json-schema.org/draft-07/schema#"))
        #expect(document["title"] == .string("football-etl pipeline"))
        #expect(document["definitions"] != nil)
    }

    /// The schema's reference pattern takes exactly the texts in which the loader finds a
    /// `${NAME}` or `${NAME:-default}` to substitute.
    @Test(arguments: ["${A}", "x${A_1:-d e}y", "$${A}", "$$${A}", "${1A}", "${A", "$A", "${}", "a$b${C}", "${A:x}"])
    func referencePatternAgreesWithTheScanner(text: String) throws {
        let tokens = try VariableReferenceScanner.scan(text).get().tokens
        let scannerFindsReference = tokens.contains { if case .reference = $0.kind { true } else { false } }
        #expect(SpecPattern.matches(text, PipelineSchema.variableReferencePattern) == scannerFindsReference)
    }

    /// Walks the spec tree beside the schema: every field is a property with its description,
    /// required-ness and default, every node has the type and bounds the validator checks.
    @Test func everyFieldOfTheSpecAppearsInTheSchemaWithItsType() throws {
        guard case .object(let document) = PipelineSchema.jsonSchema() else {
            Issue.record("not an object")
            return
        }
        let walk = SpecSchemaWalk()
        walk.check(PipelineFileSpec.root.shape, against: document, at: "root")
        #expect(walk.checkedNodes > 60)
    }
}
