import Catalog
import Foundation
import TestSupport
import Testing

@testable import PipelineSpec

@Suite struct PipelineLoaderTests {
    static let full = """
        # yaml-language-server: $schema=../schema/pipeline.schema.json
        name: demo-2023
        source:
          recorded: pipelines/recordings/demo
        scope:
          leagues: [9001, {country: England, name: Premier League}]
          seasons: [2023]
        extract:
          - fixtures
          - fixture_details
          - standings
          - {players: {from: [top_scorers, top_assists], seasons: 3}}
          - {head_to_head: {for: all, last: 5}}
        transform:
          timezone: Europe/London
          nulls: zero
        load:
          csv: output/demo/csv
          ndjson: output/demo/ndjson
          parquet: output/demo/parquet
          csv_bom: false
          xlsx: {path: "output/demo/{league_slug}-{season}.xlsx", team_sheets: true, player_sheets: all}

        """

    @Test func decodesTheFullExampleToTheExactPipeline() throws {
        let pipeline = try PipelineText.decode(Self.full)
        #expect(
            pipeline
                == Pipeline(
                    name: "demo-2023",
                    source: .recorded(directory: "pipelines/recordings/demo"),
                    scope: ScopeSpec(leagues: [.id(9001), .named(country: "England", name: "Premier League")], seasons: .years([2023])),
                    extract: ExtractSpec(
                        datasets: [.fixtures, .fixtureDetails, .standings, .players, .headToHead],
                        fixtureWindow: .all,
                        players: PlayerSelection(from: [.topScorers, .topAssists], seasons: 3),
                        headToHead: HeadToHeadSelection(pairs: .all, last: 5),
                        cacheLifetimes: [:]),
                    transform: TransformSpec(timezone: "Europe/London", nulls: .zero),
                    load: LoadSpec(
                        csv: "output/demo/csv", ndjson: "output/demo/ndjson", parquet: "output/demo/parquet",
                        xlsx: WorkbookSpec(pathTemplate: "output/demo/{league_slug}-{season}.xlsx", teamSheets: true, playerSheets: .all),
                        csvDialect: .standard),
                    origin: PipelineOrigin(path: PipelineText.path, bytes: Array(Self.full.utf8))))
    }

    @Test func decodesEveryAPISettingAndDatasetOption() throws {
        let yaml = """
            name: live.premier-league_2024
            source:
              api:
                host: rapidapi
                base_url: http://127.0.0.1:8080/
                key: ${API_FOOTBALL_KEY}
                cache: .cache/football-etl
                record: pipelines/recordings/x
                daily_budget: 100
                concurrency: 3
                requests_per_minute: 30
                timeouts: {connect: 2.5, request: 60}
                retries: 0
            scope:
              leagues: [39, 140]
              seasons: current
            extract:
              - {fixtures: {from: 2024-08-01, to: 2024-08-31, ttl: 1h}}
              - {standings: {ttl: 3600}}
              - {squads: {ttl: 7d}}
              - {fixture_details: {ttl: never}}
              - {players: {from: [squads]}}
              - head_to_head
              - {transfers: {ttl: 45s}}
            load:
              xlsx: output/{league}-{season}.xlsx
              csv_bom: true
              csv: out/csv

            """
        let pipeline = try PipelineText.decode(yaml, environment: ["API_FOOTBALL_KEY": "secret-123"])
        #expect(pipeline.name == "live.premier-league_2024")
        #expect(
            pipeline.source
                == .api(
                    APISourceSpec(
                        host: .rapidAPI, baseURL: "http://127.0.0.1:8080/", key: APIKey("secret-123"),
                        cacheDirectory: ".cache/football-etl", recordDirectory: "pipelines/recordings/x", dailyBudget: 100,
                        concurrency: 3, requestsPerMinute: 30, connectTimeoutSeconds: 2.5, requestTimeoutSeconds: 60, maxRetries: 0)))
        #expect(pipeline.scope == ScopeSpec(leagues: [.id(39), .id(140)], seasons: .current))
        #expect(
            pipeline.extract
                == ExtractSpec(
                    datasets: [.fixtures, .standings, .squads, .fixtureDetails, .players, .headToHead, .transfers],
                    fixtureWindow: .dates(from: "2024-08-01", to: "2024-08-31"),
                    players: PlayerSelection(from: [.squads], seasons: 1),
                    headToHead: HeadToHeadSelection(),
                    cacheLifetimes: [
                        .fixtures: 3_600, .standings: 3_600, .squads: 604_800, .fixtureDetails: ExtractSpec.cacheForever, .transfers: 45
                    ]))
        #expect(pipeline.transform == TransformSpec())
        #expect(
            pipeline.load
                == LoadSpec(
                    csv: "out/csv", xlsx: WorkbookSpec(pathTemplate: "output/{league}-{season}.xlsx"),
                    csvDialect: CSVDialect(byteOrderMark: true)))
    }

    @Test func defaultsAreTheTypedSpecsOwn() throws {
        let yaml = PipelineText.minimal(replacing: [2: "source:\n  api: {key: ${K}}", 3: ""])
        let pipeline = try PipelineText.decode(yaml, environment: ["K": "k"])
        #expect(pipeline.source == .api(APISourceSpec(key: APIKey("k"))))
        #expect(pipeline.extract == ExtractSpec(datasets: [.fixtures]))
        #expect(pipeline.transform == TransformSpec())
        #expect(pipeline.load == LoadSpec(csv: "out"))
    }

    @Test func seasonsCanBeEachLeaguesCurrentOne() throws {
        let pipeline = try PipelineText.decode(PipelineText.minimal(replacing: [6: "  seasons: current"]))
        #expect(pipeline.scope.seasons == .current)
    }

    @Test func leaguesCanBeNamedByCountryAndName() throws {
        let yaml = PipelineText.minimal(replacing: [5: "  leagues:\n    - country: World\n      name: World Cup\n    - 2"])
        #expect(try PipelineText.decode(yaml).scope.leagues == [.named(country: "World", name: "World Cup"), .id(2)])
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [5: "  leagues: [{country: England}]"]))
                == "pipelines/test.yml:5:13: missing required key 'name' in scope.leagues[0]; expected a league name")
    }

    /// Issue 32 item 7: workbooks print on A4 unless `paper: letter`; any other paper is refused where it is written.
    @Test func readsTheWorkbookPaper() throws {
        let letter = PipelineText.minimal(replacing: [9: "  xlsx: {path: out.xlsx, paper: letter}"])
        #expect(try PipelineText.decode(letter).load.xlsx?.paper == .letter)
        #expect(try PipelineText.decode(PipelineText.minimal(replacing: [9: "  xlsx: out.xlsx"])).load.xlsx?.paper == .a4)
        let legal = PipelineText.message(PipelineText.minimal(replacing: [9: "  xlsx: {path: out.xlsx, paper: legal}"]))
        #expect(legal.hasPrefix("pipelines/test.yml:9:"), "\(legal)")
        #expect(legal.contains("a4") && legal.contains("letter"), "\(legal)")
    }

    @Test func readsTheCurrentRoundWindowAndBooleanPlayerSheets() throws {
        let yaml = PipelineText.minimal(replacing: [
            7: "extract: [{fixtures: {round: current}}]",
            9: "  xlsx: {path: out.xlsx, team_sheets: false, player_sheets: false}"
        ])
        let pipeline = try PipelineText.decode(yaml)
        #expect(pipeline.extract.fixtureWindow == .currentRound)
        #expect(pipeline.load.xlsx == WorkbookSpec(pathTemplate: "out.xlsx", teamSheets: false, playerSheets: PlayerSheets.none))
    }

    @Test func loadsAFileWithItsExactBytesAndKeepsRelativePathsAsWritten() throws {
        let folder = try ScratchDirectory("pipeline-loader")
        let file = folder.file("demo.yml")
        let bytes = Array("\u{FEFF}".utf8) + Array(Self.full.utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let pipeline = try PipelineLoader.load(path: file, environment: [:])
        #expect(pipeline.origin == PipelineOrigin(path: file, bytes: bytes))
        #expect(pipeline.source == .recorded(directory: "pipelines/recordings/demo"))
    }

    @Test func reportsAFileThatCannotBeRead() {
        #expect(throws: PipelineSpecError.unreadableFile(path: "no/such/pipeline.yml", reason: "No such file or directory")) {
            try PipelineLoader.load(path: "no/such/pipeline.yml", environment: [:])
        }
        #expect(
            PipelineSpecError.unreadableFile(path: "p.yml", reason: "Is a directory").description
                == "cannot read pipeline file 'p.yml': Is a directory. Check the path (relative paths resolve against the current "
                + "directory)."
        )
    }
}
