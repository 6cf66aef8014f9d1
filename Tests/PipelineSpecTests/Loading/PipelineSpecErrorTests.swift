import Catalog
import Foundation
import Testing

@testable import PipelineSpec

/// Each kind of mistake, with its exact message: file:line:column, the field, what was expected.
@Suite struct PipelineSpecErrorTests {
    @Test func unknownKeySuggestsTheClosestAllowedKey() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [6: "  sesons: [2023]"]))
                == "pipelines/test.yml:6:3: unknown key 'sesons' in scope; did you mean 'seasons'?")
    }

    @Test func unknownKeyWithoutACloseMatchListsTheAllowedKeys() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv: out\n  avro: out/p"]))
                == "pipelines/test.yml:10:3: unknown key 'avro' in load; allowed keys: csv, ndjson, parquet, csv_bom, xlsx, sqlite, "
                + "postgres, partition_by, store"
        )
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [1: "name: t\nextrct: []"]))
                == "pipelines/test.yml:2:1: unknown key 'extrct' at the top level; did you mean 'extract'?")
    }

    @Test func wrongTypeSaysWhatWasExpectedAndWhatWasFound() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [5: "  leagues: premier"]))
                == "pipelines/test.yml:5:12: scope.leagues: expected a list of league ids or {country, name} mappings, "
                + "found a string 'premier'")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [4: "scope: {leagues: [39], seasons: 2023}", 5: "", 6: ""]))
                == "pipelines/test.yml:4:33: scope.seasons: expected a list of years 1990...2100, or current, found an integer 2023")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [3: "  recorded: 2023"]))
                == "pipelines/test.yml:3:13: source.recorded: expected a recordings folder path, found an integer 2023 (quote it to "
                + "make it text)"
        )
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [8: "load:", 9: "  csv:"]))
                == "pipelines/test.yml:9:7: load.csv: expected a folder path, or a mapping with path, delimiter, decimal and bom, found "
                + "nothing (an empty value)"
        )
    }

    @Test func missingRequiredKeyIsReportedAtItsMapping() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [6: ""]))
                == "pipelines/test.yml:5:3: missing required key 'seasons' in scope; expected a list of years 1990...2100, or current")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [1: ""]))
                == "pipelines/test.yml:2:1: missing required key 'name' at the top level; "
                + "expected a name of lowercase letters, digits, '.', '_' and '-' that starts with a letter or digit")
    }

    @Test func aMistypedRequiredKeyIsReportedOnceAsUnknown() {
        #expect(
            PipelineText.messages(PipelineText.minimal(replacing: [5: "  league: [39]"]))
                == ["pipelines/test.yml:5:3: unknown key 'league' in scope; did you mean 'leagues'?"])
    }

    @Test func unknownDatasetSuggestsTheClosestDataset() {
        #expect(
            PipelineText.messages(PipelineText.minimal(replacing: [7: "extract: [fixture, {standing: {ttl: 1h}}, {foo: {}}]"])) == [
                "pipelines/test.yml:7:11: unknown dataset 'fixture'; did you mean 'fixtures'?",
                "pipelines/test.yml:7:21: unknown dataset 'standing'; did you mean 'standings'?",
                // Every dataset of the catalog, in its order.
                "pipelines/test.yml:7:44: unknown dataset 'foo'; datasets: "
                    + DatasetCatalog.all.map(\.name.rawValue).joined(separator: ", ")
            ])
    }

    /// A table name where a dataset belongs is answered with the datasets that make it and what
    /// each costs, from the catalog's table lists.
    @Test func aTableNameUsedAsADatasetNamesTheDatasetsThatMakeIt() {
        #expect(
            PipelineText.messages(PipelineText.minimal(replacing: [7: "extract: [events, {lineups: {}}]"])) == [
                "pipelines/test.yml:7:11: unknown dataset 'events': the events table comes from fixture_details "
                    + "(20 played fixtures a call) or fixture_events (one call per played fixture); name one of them under `extract:`",
                "pipelines/test.yml:7:20: unknown dataset 'lineups': the lineups table comes from fixture_details "
                    + "(20 played fixtures a call) or fixture_lineups (one call per played fixture); name one of them under `extract:`"
            ])
    }

    @Test func duplicateDatasetPointsAtTheSecondMention() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [7: "extract:\n  - standings\n  - fixtures\n  - {standings: {ttl: 1h}}"]))
                == "pipelines/test.yml:10:5: extract[2]: dataset 'standings' is listed twice (first at 8:5); "
                + "list each dataset once, with its options there")
    }

    @Test func valueOutOfRangeNamesTheRange() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [6: "  seasons: [1980]"]))
                == "pipelines/test.yml:6:13: scope.seasons[0]: 1980 is out of range; expected a year in 1990...2100")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{head_to_head: {last: 0}}]"]))
                == "pipelines/test.yml:7:33: extract[0].head_to_head.last: 0 is out of range; expected a number of meetings in 1...50")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [7: "extract: []"]))
                == "pipelines/test.yml:7:10: extract: 0 items is out of range; expected a list of dataset names or {dataset: {options}} "
                + "mappings"
        )
    }

    @Test func invalidEnumValueListsTheAllowedValues() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv: out\ntransform: {nulls: zeros}"]))
                == "pipelines/test.yml:10:20: transform.nulls: 'zeros' is not one of zero, empty; did you mean 'zero'?")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{head_to_head: {for: recent}}]"]))
                == "pipelines/test.yml:7:32: extract[0].head_to_head.for: 'recent' is not one of upcoming, all")
    }

    @Test func invalidFormatsSayWhatFormIsExpected() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [1: "name: Demo"]))
                == "pipelines/test.yml:1:7: name: 'Demo' is not valid; "
                + "expected a name of lowercase letters, digits, '.', '_' and '-' that starts with a letter or digit")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv: out\ntransform: {timezone: Europe/Londn}"]))
                == "pipelines/test.yml:10:23: transform.timezone: 'Europe/Londn' is not valid; "
                + "expected an IANA time zone id such as Europe/London or UTC")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{fixtures: {from: 2023-09-01, to: 2023-02-30}}]"]))
                == "pipelines/test.yml:7:45: extract[0].fixtures.to: '2023-02-30' is not valid; expected a date that exists, YYYY-MM-DD")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{standings: {ttl: 5x}}]"]))
                == "pipelines/test.yml:7:29: extract[0].standings.ttl: '5x' is not valid; "
                + "expected seconds, a duration like 45s, 30m, 1h or 7d, or never, at most 3650d")
    }

    @Test func relatedKeysMustAgree() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [3: "  recorded: rec\n  api: {key: ${K}}"]), environment: ["K": "k"])
                == "pipelines/test.yml:4:3: source takes only one of recorded or api; remove all but one")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [3: "  {}"]).replacingOccurrences(of: "source:\n  {}", with: "source: {}"))
                == "pipelines/test.yml:2:9: source needs one of recorded or api")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  csv_bom: true"]))
                == "pipelines/test.yml:9:3: load needs one of csv, ndjson, parquet, xlsx, sqlite or postgres")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{fixtures: {from: 2023-09-01}}]"]))
                == "pipelines/test.yml:7:23: 'from' in extract[0].fixtures needs 'to' as well")
        #expect(
            PipelineText.message(
                PipelineText.minimal(replacing: [7: "extract: [{fixtures: {round: current, from: 2023-09-01, to: 2023-09-30}}]"]))
                == "pipelines/test.yml:7:39: extract[0].fixtures takes only one of round or from; remove all but one")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{fixtures: {from: 2023-09-01, to: 2023-08-30}}]"]))
                == "pipelines/test.yml:7:45: extract[0].fixtures: from 2023-09-01 is after to 2023-08-30; the window needs from <= to")
    }

    @Test func duplicateKeyPointsAtTheSecondOccurrence() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [5: "  leagues: [39]\n  seasons: [2022]\n  leagues: [40]"]))
                == "pipelines/test.yml:7:3: duplicate key 'leagues' in scope (first at 5:3); each key may appear once")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{players: {seasons: 2, from: [squads], seasons: 3}}]"]))
                == "pipelines/test.yml:7:50: duplicate key 'seasons' in extract[0].players (first at 7:22); each key may appear once")
    }

    @Test func duplicateListItemPointsAtTheRepeat() {
        #expect(
            PipelineText.message(
                PipelineText.minimal(replacing: [5: "  leagues: [39, {country: England, name: PL}, {country: England, name: PL}]"]))
                == "pipelines/test.yml:5:47: scope.leagues[2]: {country: England, name: PL} is listed twice (first at 5:17); list each once"
        )
    }

    @Test func yamlSyntaxErrorsCarryLibyamlsPosition() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [1: "name: [t"]))
                == "pipelines/test.yml:2:7: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at 1:7)")
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [3: "  recorded: rec\n   bad: x"]))
                == "pipelines/test.yml:4:7: YAML syntax error: mapping values are not allowed in this context")
        #expect(
            PipelineText.message("name: t\n\u{1}")
                == "pipelines/test.yml:2:1: YAML syntax error: control characters are not allowed")
    }

    @Test func aFileThatIsNotAMappingOrNotUTF8IsRefused() {
        #expect(
            PipelineText.message("")
                == "pipelines/test.yml:1:1: the file: expected a mapping with name, source, scope, extract and load, found an empty file")
        #expect(
            PipelineText.message("- fixtures\n")
                == "pipelines/test.yml:1:1: the file: expected a mapping with name, source, scope, extract and load, found a list")
        let bytes = Array("name: t\nsource: é".utf8).dropLast() + [0xFF]
        #expect(
            throws: PipelineSpecError.syntax(at: SourceLocation(file: "p.yml", line: 2, column: 9), problem: "the file is not UTF-8 text")
        ) {
            try PipelineLoader.decode(bytes: Array(bytes), path: "p.yml", environment: [:])
        }
    }

    @Test func severalProblemsAreCollectedInFileOrder() {
        let yaml = PipelineText.minimal(replacing: [1: "name: T", 6: "  seasons: [1980]", 9: "  csv: out\ntransform: {nulls: none}"])
        #expect(
            PipelineText.messages(yaml) == [
                "pipelines/test.yml:1:7: name: 'T' is not valid; "
                    + "expected a name of lowercase letters, digits, '.', '_' and '-' that starts with a letter or digit",
                "pipelines/test.yml:6:13: scope.seasons[0]: 1980 is out of range; expected a year in 1990...2100",
                "pipelines/test.yml:10:20: transform.nulls: 'none' is not one of zero, empty"
            ])
    }
}
