import Foundation

/// Small pipeline files written for one test: the recorded demo subset, or the live API
/// through a fake server. Keys mirror schema/pipeline.schema.json.
enum TestPipeline {
    /// The key every live test uses; distinctive enough to search every written byte for.
    static let key = "TEST-KEY-7f3a9c"

    /// `leagues`, `fixtures` and `standings` of the demo league: three requests, `DemoSeasonFixture.smallSubset`.
    static let smallExtract = "[leagues, fixtures, standings]"

    /// A pipeline replaying `recordings`, writing CSV and NDJSON below `output` (or what
    /// `load` lists: lines under `load:`, such as `xlsx: …`).
    static func recorded(
        _ recordings: String, output: String, extract: String = smallExtract, transform: String = "",
        name: String = "runtests", load: [String]? = nil
    ) -> String {
        let outputs = load ?? ["csv: \(output)/csv", "ndjson: \(output)/ndjson"]
        return """
            name: \(name)
            source:
              recorded: \(recordings)
            scope:
              leagues: [9001]
              seasons: [2023]
            extract: \(extract)
            \(transform)
            load:
            \(outputs.map { "  \($0)" }.joined(separator: "\n"))

            """
    }

    /// A pipeline replaying the small subset in `recordings`, writing CSV and the season
    /// workbook (with team sheets) below `output`.
    static func recordedWithWorkbook(_ recordings: String, output: String, name: String = "runtests-xlsx") -> String {
        recorded(
            recordings, output: output, name: name,
            load: ["csv: \(output)/csv", #"xlsx: {path: "\#(output)/{league_slug}-{season}.xlsx", team_sheets: true}"#])
    }

    /// A pipeline fetching from `baseURL` with the key from API_FOOTBALL_KEY; `settings` are
    /// further `source.api` lines (`cache: …`, `daily_budget: 5`).
    static func api(
        baseURL: String, output: String, settings: [String] = [], extract: String = smallExtract
    ) -> String {
        let lines = ["base_url: \(baseURL)", "key: ${API_FOOTBALL_KEY}", "requests_per_minute: 1000"] + settings
        return """
            name: runtests-live
            source:
              api:
            \(lines.map { "    \($0)" }.joined(separator: "\n"))
            scope:
              leagues: [9001]
              seasons: [2023]
            extract: \(extract)
            load:
              csv: \(output)/csv
              ndjson: \(output)/ndjson

            """
    }

    /// The shipped demo pipeline with its `source:` replaced by the live API at `baseURL`
    /// (`settings` as in `api`); everything else, outputs included, stays as shipped.
    static func demoOverAPI(baseURL: String, settings: [String]) throws -> String {
        let shipped = try String(contentsOfFile: RepositoryPaths.demoPipeline, encoding: .utf8)
        let recorded = "  recorded: ${DEMO_RECORDINGS:-pipelines/recordings/demo}"
        guard shipped.contains(recorded) else { throw TestPipelineError.unexpectedDemoPipeline(expected: recorded) }
        let lines = ["base_url: \(baseURL)", "key: ${API_FOOTBALL_KEY}"] + settings
        return shipped.replacingOccurrences(of: recorded, with: "  api:\n" + lines.map { "    \($0)" }.joined(separator: "\n"))
    }

    /// Writes `text` as `<folder>/<name>` and returns its path.
    static func write(_ text: String, named name: String = "pipeline.yml", in folder: String) throws -> String {
        let path = "\(folder)/\(name)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// A test's pipeline could not be built.
enum TestPipelineError: Error {
    /// pipelines/demo.yml no longer has the `source:` line the live tests replace.
    case unexpectedDemoPipeline(expected: String)
}
