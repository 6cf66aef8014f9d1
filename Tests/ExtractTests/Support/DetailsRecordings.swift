import APIModel
import Catalog
import Foundation
import JSON
import PipelineSpec

@testable import Extract

/// A recordings folder (the leagues catalog, then league 39, season 2024) with two finished matches (1208140, the
/// recorded Man City v Tottenham, and a copy of it as 1208141): the season's fixtures list and
/// the one `fixtures?ids=` batch a `[fixtures, fixture_details]` plan asks for. Tests edit
/// what a file holds to make hostile answers.
struct DetailsRecordings {
    static let ids = [1_208_140, 1_208_141]
    static let list = Request(.fixtures, ["league": "39", "season": "2024"])
    static let batch = Request(.fixtures, ["ids": "1208140-1208141"])

    let folder: String

    /// The recorded match with `id` as its fixture id, with or without its embedded details.
    static func match(_ id: Int, details: Bool) throws -> JSONValue {
        guard case .object(let envelope) = try JSONParser.parse(try Fixtures.recordingBytes(Fixtures.finishedFixture)),
            case .array(let items)? = envelope["response"], case .object(var match) = items[0],
            case .object(var fixture)? = match["fixture"]
        else { throw DetailsRecordingsError.unexpectedSample }
        fixture["id"] = .int(id)
        match["fixture"] = .object(fixture)
        if !details { for key in ["events", "lineups", "statistics", "players"] { match[key] = nil } }
        return .object(match)
    }

    /// An envelope answering `request` (its parameters echoed) with `response`.
    static func envelope(_ request: Request, response: JSONValue, paging: (Int, Int) = (1, 1)) -> String {
        let parameters = JSONObject(request.parameters.map { JSONObject.Entry($0.name, JSONValue.string($0.value)) })
        let count: Int = if case .array(let items) = response { items.count } else { 0 }
        let envelope: JSONObject = [
            "get": .string(request.endpoint.rawValue), "parameters": .object(parameters), "errors": .array([]),
            "results": .int(count), "paging": .object(["current": .int(paging.0), "total": .int(paging.1)]),
            "response": response
        ]
        return JSONWriter.pretty(.object(envelope))
    }

    /// Writes the list, and the batch with `batch` as its `response` (both matches when nil).
    init(in folder: String, batch: JSONValue? = nil) throws {
        self.folder = folder
        // The plan asks for the leagues catalog first (coverage gates the details).
        guard case .object(let leagues) = try JSONParser.parse(try Fixtures.recordingBytes(Request(.leagues, ["id": "39"]))),
            let catalog = leagues["response"]
        else { throw DetailsRecordingsError.unexpectedSample }
        try write(Self.envelope(Request(.leagues), response: catalog), for: Request(.leagues))
        let list = JSONValue.array(try Self.ids.map { try Self.match($0, details: false) })
        try write(Self.envelope(Self.list, response: list), for: Self.list)
        let details = try batch ?? .array(Self.ids.map { try Self.match($0, details: true) })
        try write(Self.envelope(Self.batch, response: details), for: Self.batch)
    }

    /// Replaces the file of `request` with `text`.
    func write(_ text: String, for request: Request) throws {
        try text.write(toFile: path(of: request), creatingFolder: true)
    }

    func path(of request: Request) -> String { "\(folder)/\(request.recordingPath)" }

    /// The plan of these recordings: the season's list, then its details.
    static var planner: RequestPlanner {
        RequestPlanner(
            scope: ScopeSpec(leagues: [.id(39)], seasons: .years([2024])),
            extract: ExtractSpec(datasets: [.fixtures, .fixtureDetails]), today: 0)
    }

    /// Replays the folder through a full extraction run.
    func replay() async throws -> ExtractionResult {
        try await ExtractionRun(planner: Self.planner, source: ReplayingResponseSource(directory: folder), concurrency: 2).run()
    }
}

enum DetailsRecordingsError: Error {
    case unexpectedSample
}
