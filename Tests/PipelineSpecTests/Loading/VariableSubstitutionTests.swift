import Foundation
import Testing

@testable import PipelineSpec

/// `${VAR}`, `${VAR:-default}` and `$${` in pipeline files.
@Suite struct VariableSubstitutionTests {
    @Test func aSetVariableIsSubstitutedBeforeTyping() throws {
        let yaml = PipelineText.minimal(replacing: [5: "  leagues: [${LEAGUE}]", 6: "  seasons: [${SEASON}]"])
        let pipeline = try PipelineText.decode(yaml, environment: ["LEAGUE": "39", "SEASON": "2024"])
        #expect(pipeline.scope == ScopeSpec(leagues: [.id(39)], seasons: .years([2024])))
    }

    @Test func aDefaultIsUsedWhenTheVariableIsUnsetOrEmpty() throws {
        let yaml = PipelineText.minimal(replacing: [6: "  seasons: [${SEASON:-2023}]", 9: "  csv: output/${NAME:-demo}/csv"])
        #expect(try PipelineText.decode(yaml).scope.seasons == .years([2023]))
        #expect(try PipelineText.decode(yaml, environment: ["SEASON": ""]).scope.seasons == .years([2023]))
        #expect(try PipelineText.decode(yaml, environment: ["SEASON": "2021"]).scope.seasons == .years([2021]))
        #expect(try PipelineText.decode(yaml, environment: ["NAME": "x"]).load.csv == "output/x/csv")
    }

    @Test func aValueCannotChangeTheStructureOfTheFile() {
        let yaml = PipelineText.minimal(replacing: [6: "  seasons: [${SEASONS}]"])
        #expect(
            PipelineText.message(yaml, environment: ["SEASONS": "2023, 2024"])
                == "pipelines/test.yml:6:13: scope.seasons[0]: expected a year in 1990...2100, found a string '2023, 2024'")
    }

    @Test func aStringFieldTakesAReferencedValueAsText() throws {
        let yaml = PipelineText.minimal(replacing: [1: "name: ${NAME}", 3: "  recorded: ${DIR}"])
        let pipeline = try PipelineText.decode(yaml, environment: ["NAME": "2024", "DIR": "true"])
        #expect(pipeline.name == "2024")
        #expect(pipeline.source == .recorded(directory: "true"))
    }

    @Test func anUnsetVariableIsReportedAtItsReference() {
        let yaml = PipelineText.minimal(replacing: [9: "  csv: output/${OUT_DIR}/csv"])
        #expect(
            PipelineText.message(yaml)
                == "pipelines/test.yml:9:15: environment variable 'OUT_DIR' is not set; "
                + "set it (OUT_DIR=... football-etl ...) or give a default: ${OUT_DIR:-value}")
    }

    @Test func positionsAgreeWithLibyamlAfterAByteOrderMarkAndInCRLFFiles() {
        let yaml = PipelineText.minimal(replacing: [1: "name: T", 9: "  csv: output/${OUT_DIR}/csv"])
        let expected = [
            "pipelines/test.yml:1:7: name: 'T' is not valid; "
                + "expected a name of lowercase letters, digits, '.', '_' and '-' that starts with a letter or digit",
            "pipelines/test.yml:9:15: environment variable 'OUT_DIR' is not set; "
                + "set it (OUT_DIR=... football-etl ...) or give a default: ${OUT_DIR:-value}"
        ]
        #expect(PipelineText.messages("\u{FEFF}" + yaml) == expected)
        #expect(PipelineText.messages(yaml.replacingOccurrences(of: "\n", with: "\r\n")) == expected)
    }

    @Test func anUnsetVariableInACommentIsNoProblem() throws {
        let yaml = PipelineText.minimal(replacing: [2: "source:  # or api: {key: ${API_FOOTBALL_KEY}}"])
        #expect(try PipelineText.decode(yaml).source == .recorded(directory: "rec"))
    }

    @Test func doubleDollarWritesALiteralReference() throws {
        let yaml = PipelineText.minimal(replacing: [9: "  csv: out/$${HOME}/$$x"])
        #expect(try PipelineText.decode(yaml, environment: ["HOME": "/root"]).load.csv == "out/${HOME}/$$x")
    }

    @Test func aMalformedReferenceIsRefused() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv: out/${1DIR}"]))
                == "pipelines/test.yml:9:12: '${1DIR}' is not a variable reference; write ${NAME} or ${NAME:-default} "
                + "(NAME: letters, digits, _), or $${ for a literal ${")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv: out/${DIR"]))
                == "pipelines/test.yml:9:12: '${' is not a variable reference; write ${NAME} or ${NAME:-default} "
                + "(NAME: letters, digits, _), or $${ for a literal ${")
    }

    @Test func theAPIKeyComesFromTheEnvironmentOnly() throws {
        let source = { (key: String) in PipelineText.minimal(replacing: [3: "  api:\n    key: \(key)"]) }
        let pipeline = try PipelineText.decode(source("${API_FOOTBALL_KEY}"), environment: ["API_FOOTBALL_KEY": "s3cret"])
        #expect(pipeline.source == .api(APISourceSpec(key: APIKey("s3cret"))))
        let refusal =
            "pipelines/test.yml:4:10: source.api.key: write the key as a reference to an environment variable, "
            + "such as ${API_FOOTBALL_KEY}, without a default; keys never live in pipeline files"
        #expect(PipelineText.message(source("0123456789abcdef")) == refusal)
        #expect(PipelineText.message(source("\"0123456789abcdef\"")) == refusal)
        #expect(PipelineText.message(source("${API_FOOTBALL_KEY:-0123456789abcdef}")) == refusal)
        #expect(PipelineText.message(source("pre-${API_FOOTBALL_KEY}"), environment: ["API_FOOTBALL_KEY": "s3cret"]) == refusal)
        #expect(
            PipelineText.message(source("${API_FOOTBALL_KEY}"), environment: ["API_FOOTBALL_KEY": ""])
                == "pipelines/test.yml:4:10: source.api.key: environment variable 'API_FOOTBALL_KEY' is empty; set it to your "
                + "API-Football key"
        )
        #expect(
            PipelineText.message(source("${API_FOOTBALL_KEY}"))
                == "pipelines/test.yml:4:10: source.api.key: environment variable 'API_FOOTBALL_KEY' is not set; "
                + "set it to your API-Football key (export API_FOOTBALL_KEY=..., from dashboard.api-football.com). "
                + "A key never gets a default in the file. validate, plan and run --offline need no key, "
                + "nor does pipelines/first-export-demo.yml")
    }

    @Test func aLoaderToldTheKeyMayBeUnsetTakesAnUnsetKeyAsEmptyAndNothingElse() throws {
        let decode = { (yaml: String, environment: [String: String]) throws(PipelineSpecError) -> Pipeline in
            try PipelineLoader.decode(bytes: Array(yaml.utf8), path: PipelineText.path, environment: environment, keyMayBeUnset: true)
        }
        let keyed = PipelineText.minimal(replacing: [3: "  api:\n    key: ${API_FOOTBALL_KEY}"])
        let unset = try decode(keyed, [:])
        guard case .api(let api) = unset.source else {
            Issue.record("not an API source")
            return
        }
        #expect(api.key.secret.isEmpty)
        #expect(unset.unsetKeyVariable == "API_FOOTBALL_KEY")
        #expect(throws: PipelineSpecError.self) { try unset.requireKey() }
        #expect(try decode(keyed, ["API_FOOTBALL_KEY": "s3cret"]).source == .api(APISourceSpec(key: APIKey("s3cret"))))
        let messages = { (yaml: String) -> [String] in
            do throws(PipelineSpecError) {
                _ = try decode(yaml, [:])
                return []
            } catch {
                return error.all.map(\.description)
            }
        }
        let alsoUnset = PipelineText.minimal(replacing: [3: "  api:\n    key: ${API_FOOTBALL_KEY}", 9: "  csv: ${OUT}/csv"])
        #expect(
            messages(alsoUnset) == [
                "pipelines/test.yml:10:8: environment variable 'OUT' is not set; "
                    + "set it (OUT=... football-etl ...) or give a default: ${OUT:-value}"
            ])
        let keyElsewhereToo = PipelineText.minimal(replacing: [
            3: "  api:\n    key: ${API_FOOTBALL_KEY}", 9: "  csv: ${API_FOOTBALL_KEY}/csv"
        ])
        #expect(messages(keyElsewhereToo).count == 1, "the key's variable is only spared as source.api.key")
    }

    /// A connection string may hold a password: its unset variable's message suggests no default.
    @Test func anUnsetConnectionStringVariableGetsNoDefaultSuggested() {
        let yaml = PipelineText.minimal(replacing: [9: #"  postgres: {url: "${DATABASE_URL}", schema: football}"#])
        let message = PipelineText.message(yaml)
        #expect(message.contains("environment variable 'DATABASE_URL' is not set"), "\(message)")
        #expect(message.contains("never gets a default"), "\(message)")
        #expect(!message.contains(":-"), "\(message)")
    }

    @Test func theKeyNeverAppearsInAMessage() {
        let yaml = PipelineText.minimal(replacing: [1: "name: T", 3: "  api:\n    key: ${K}\n    concurrency: 99"])
        let messages = PipelineText.messages(yaml, environment: ["K": "s3cret"])
        #expect(messages.count == 2)
        #expect(!messages.joined().contains("s3cret"))
        #expect(!PipelineText.message(PipelineText.minimal(replacing: [3: "  api: {key: s3cret}"])).contains("s3cret"))
        #expect("\(APIKey("s3cret"))" == "<redacted>")
    }
}

/// Defaults that hold references of their own: `${A:-${B:-x}}`.
@Suite struct NestedDefaultTests {
    private func csv(_ reference: String, _ environment: [String: String]) throws -> String {
        try PipelineText.decode(PipelineText.minimal(replacing: [9: "  csv: out/\(reference)"]), environment: environment).load.csv!
    }

    @Test func anInnerReferenceIsTheDefaultOfTheOuterOne() throws {
        #expect(try csv("${A:-${B:-x}}", [:]) == "out/x")
        #expect(try csv("${A:-${B:-x}}", ["B": "b"]) == "out/b")
        #expect(try csv("${A:-${B:-x}}", ["A": "a", "B": "b"]) == "out/a")
        #expect(try csv("${A:-${B:-x}}", ["A": "", "B": ""]) == "out/x")
        #expect(try csv("${A:-pre-${B:-x}-post}/z", ["B": "b"]) == "out/pre-b-post/z")
        #expect(try csv("${A:-$${B}}", [:]) == "out/${B}")
        #expect(try csv("${A:-${B:-${C:-${D:-deep}}}}", [:]) == "out/deep")
    }

    @Test func anUnsetInnerReferenceIsReportedAtItsOwnPlace() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv: out/${A:-${B}}"]))
                == "pipelines/test.yml:9:17: environment variable 'B' is not set; "
                + "set it (B=... football-etl ...) or give a default: ${B:-value}")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv: out/${A:-${1B}}"]))
                == "pipelines/test.yml:9:17: '${1B}' is not a variable reference; write ${NAME} or ${NAME:-default} "
                + "(NAME: letters, digits, _), or $${ for a literal ${")
    }

    @Test func anUnclosedInnerReferenceMakesTheOuterOneMalformed() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv: out/${A:-${B}"]))
                == "pipelines/test.yml:9:12: '${' is not a variable reference; write ${NAME} or ${NAME:-default} "
                + "(NAME: letters, digits, _), or $${ for a literal ${")
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        let depth = VariableExpansion.maximumDepth + 1
        let reference = (0..<depth).map { "${V\($0):-" }.joined() + "x" + String(repeating: "}", count: depth)
        let inner = 12 + (0..<VariableExpansion.maximumDepth).map { "${V\($0):-".count }.reduce(0, +)
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv: out/\(reference)"]))
                == "pipelines/test.yml:9:\(inner): defaults nest more than 8 references deep (${A:-${B:-...}}); "
                + "set one of the variables instead")
        let allowed =
            (0..<VariableExpansion.maximumDepth).map { "${V\($0):-" }.joined() + "x"
            + String(repeating: "}", count: VariableExpansion.maximumDepth)
        #expect(PipelineText.messages(PipelineText.minimal(replacing: [9: "  csv: out/\(allowed)"])).isEmpty)
    }
}
