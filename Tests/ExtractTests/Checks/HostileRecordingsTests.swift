import APIModel
import Intake
import JSON
import TestSupport
import Testing

@testable import Extract

/// A whole extraction replaying recordings that were edited into impossible answers: each run
/// ends with 65 naming the request, the file and the JSON path, instead of emptying tables.
@Suite struct HostileRecordingsTests {
    @Test func intactRecordingsReplayBothMatchesWithDetails() async throws {
        try await ScratchDirectory.with { folder in
            let result = try await DetailsRecordings(in: folder).replay()
            #expect(result.data.fixtureDetails.keys.sorted() == DetailsRecordings.ids)
            #expect(result.answered.map(\.request) == [Request(.leagues), DetailsRecordings.list, DetailsRecordings.batch])
            #expect(result.warnings.isEmpty)
        }
    }

    @Test(arguments: ["null", "{}"])
    func aNullOrObjectBatchIsBadDataNamingTheFile(response: String) async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try DetailsRecordings(in: folder, batch: try JSONParser.parse(response))
            let error = await #expect(throws: ExtractError.self) { try await recordings.replay() }
            #expect(
                error
                    == .impossibleAnswerShape(
                        request: DetailsRecordings.batch, source: recordings.path(of: DetailsRecordings.batch), path: "response",
                        expected: "an array of items", found: response == "null" ? "null" : "an empty object"))
            #expect(error?.exitCode == 65)
            #expect(error?.description.contains("\(folder)/fixtures/ids=1208140-1208141.json") == true)
        }
    }

    @Test func aNullFixturesListIsBadDataInsteadOfAnEmptySeason() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try DetailsRecordings(in: folder)
            try recordings.write(DetailsRecordings.envelope(DetailsRecordings.list, response: .null), for: DetailsRecordings.list)
            let error = await #expect(throws: ExtractError.self) { try await recordings.replay() }
            #expect(
                error
                    == .impossibleAnswerShape(
                        request: DetailsRecordings.list, source: recordings.path(of: DetailsRecordings.list), path: "response",
                        expected: "an array of items", found: "null"))
        }
    }

    @Test func aBatchWithoutARequestedFixtureNamesItsIDAndFile() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try DetailsRecordings(in: folder, batch: .array([try DetailsRecordings.match(1_208_140, details: true)]))
            let error = await #expect(throws: ExtractError.self) { try await recordings.replay() }
            #expect(
                error
                    == .missingFixtures(
                        request: DetailsRecordings.batch, source: recordings.path(of: DetailsRecordings.batch), ids: [1_208_141]))
            #expect(error?.exitCode == 65)
        }
    }

    @Test func aBatchAnsweringAnUnrequestedFixtureIsRefusedAtItsPath() async throws {
        try await ScratchDirectory.with { folder in
            let batch = JSONValue.array([
                try DetailsRecordings.match(1_208_140, details: true), try DetailsRecordings.match(1_208_141, details: true),
                try DetailsRecordings.match(999, details: true)
            ])
            let recordings = try DetailsRecordings(in: folder, batch: batch)
            let error = await #expect(throws: ExtractError.self) { try await recordings.replay() }
            #expect(
                error
                    == .answerMismatch(
                        request: DetailsRecordings.batch, source: recordings.path(of: DetailsRecordings.batch),
                        path: "response[2].fixture.id", requested: "ids=1208140-1208141", found: "999"))
            #expect(error?.exitCode == 65)
        }
    }

    @Test func aRecordingSavedUnderAnotherRequestsNameIsRefused() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try DetailsRecordings(in: folder)
            let other = Request(.fixtures, ["league": "39", "season": "2023"])
            let list = JSONValue.array(try DetailsRecordings.ids.map { try DetailsRecordings.match($0, details: false) })
            try recordings.write(DetailsRecordings.envelope(other, response: list), for: DetailsRecordings.list)
            let error = await #expect(throws: ExtractError.self) { try await recordings.replay() }
            #expect(
                error
                    == .answerMismatch(
                        request: DetailsRecordings.list, source: recordings.path(of: DetailsRecordings.list),
                        path: "parameters.season", requested: "\"2024\"", found: "\"2023\""))
        }
    }

    // Reader: the recorded-answer replay (ReplayingResponseSource) through a whole ExtractionRun.
    // Before: the second copy of 1208140 replaced the first without a word (last wins).
    @Test func aBatchHoldingAFixtureTwiceIsBadDataNamingTheFixture() async throws {
        try await ScratchDirectory.with { folder in
            let ids = DetailsRecordings.ids + [1_208_140]
            let recordings = try DetailsRecordings(
                in: folder, batch: .array(try ids.map { try DetailsRecordings.match($0, details: true) }))
            let error = await #expect(throws: ExtractError.self) { try await recordings.replay() }
            #expect(
                error
                    == .repeatedFixture(
                        request: DetailsRecordings.batch, source: recordings.path(of: DetailsRecordings.batch), id: 1_208_140))
            #expect(error?.exitCode == 65)
            #expect(error?.description.contains("fixture 1208140 more than once") == true)
        }
    }

    // Reader: the recorded-answer replay. Before: a total of 0 or -3 on page 1 ended the list
    // after that page without a word (odds: 8,964 rows became 225).
    @Test(arguments: [0, -3])
    func aPageCountBelowOneIsBadData(total: Int) async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try DetailsRecordings(in: folder)
            let list = JSONValue.array(try DetailsRecordings.ids.map { try DetailsRecordings.match($0, details: false) })
            try recordings.write(
                DetailsRecordings.envelope(DetailsRecordings.list, response: list, paging: (1, total)), for: DetailsRecordings.list)
            let error = await #expect(throws: ExtractError.self) { try await recordings.replay() }
            #expect(
                error
                    == .impossibleAnswerShape(
                        request: DetailsRecordings.list, source: recordings.path(of: DetailsRecordings.list), path: "paging.total",
                        expected: "a page count of at least 1 and at least the page it is on (1)", found: "\(total)"))
            #expect(error?.exitCode == 65)
        }
    }

    // Reader: AnswerCheck over the envelope as the JSON parser reads it. Before: page 2 of 1 was
    // accepted, and the list stopped there.
    @Test func aPageBeyondItsOwnPageCountIsBadData() throws {
        let request = Request(.fixtures, ["league": "39", "season": "2024", "page": "2"])
        let text = DetailsRecordings.envelope(request, response: .array([]), paging: (2, 1))
        let envelope = try Envelope(JSONNode(root: try JSONParser.parse(text), source: "page-2.json"))
        #expect(
            throws: AnswerRejection.impossibleAnswerShape(
                request: request, source: "page-2.json", path: "paging.total",
                expected: "a page count of at least 1 and at least the page it is on (2)", found: "1")
        ) {
            try AnswerCheck.verify(envelope, answering: request, recorded: true)
        }
    }
}
