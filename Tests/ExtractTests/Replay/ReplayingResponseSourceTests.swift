import APIModel
import TestSupport
import Testing

@testable import Extract

@Suite struct ReplayingResponseSourceTests {
    private let source = ReplayingResponseSource(directory: Fixtures.recordings)

    @Test func answersTheRecordingBytesExactly() async throws {
        let response = try await source.response(for: Fixtures.rounds)
        #expect(response.body == (try Fixtures.recordingBytes(Fixtures.rounds)))
        #expect(response.origin == .recording)
        #expect(response.request == Fixtures.rounds)
    }

    @Test func aMissingRecordingNamesTheRequestAndPath() async throws {
        let request = Request(.standings, ["league": "4", "season": "2024"])
        let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
        let expectedPath = "\(Fixtures.recordings)/standings/league=4&season=2024.json"
        #expect(error == .missingRecording(request: request, expectedPath: expectedPath))
        #expect(error?.exitCode == 66)
    }

    /// A league-season the folder holds no fixture list of is named with the ones it holds.
    @Test func aLeagueSeasonNotRecordedListsTheRecordedOnes() async throws {
        let request = Request(.standings, ["league": "39", "season": "2023"])
        let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
        #expect(
            error
                == .leagueSeasonNotRecorded(
                    request: request, leagueSeason: LeagueSeason(league: 39, season: 2023), directory: Fixtures.recordings,
                    recorded: [LeagueSeason(league: 4, season: 2024)]))
        #expect(error?.exitCode == 66)
    }

    @Test func aRecordedFieldErrorIsBadDataWithTheAPIMessage() async throws {
        let error = await #expect(throws: ExtractError.self) { try await source.response(for: Fixtures.rejectedSearch) }
        #expect(
            error
                == .apiRejected(
                    request: Fixtures.rejectedSearch, field: "search",
                    message: "The Search field must be at least 3 characters in length."))
        #expect(error?.exitCode == 65)
    }

    @Test func recordedTokenAndPlanRefusalsAreAuthErrors() async throws {
        try await ScratchDirectory.with { folder in
            let token = Request(.leagues, ["id": "1"])
            let plan = Request(.leagues, ["id": "2"])
            try Envelopes.error("token", "Account Inactive").write(
                toFile: "\(folder)/leagues/id=1.json", creatingFolder: true)
            try Envelopes.error("plan", "Free plans do not have access to this season").write(
                toFile: "\(folder)/leagues/id=2.json", creatingFolder: true)
            let source = ReplayingResponseSource(directory: folder)
            let tokenError = await #expect(throws: ExtractError.self) { try await source.response(for: token) }
            #expect(tokenError == .authRefused(request: token, message: "Account Inactive"))
            let planError = await #expect(throws: ExtractError.self) { try await source.response(for: plan) }
            #expect(planError == .planRefused(request: plan, message: "Free plans do not have access to this season"))
            #expect(tokenError?.exitCode == 77 && planError?.exitCode == 77)
        }
    }

    @Test func aRecordingThatIsNotJSONIsBadData() async throws {
        try await ScratchDirectory.with { folder in
            let request = Request(.leagues)
            try #"{"get":"leagues","response":["#.write(toFile: "\(folder)/leagues/_.json", creatingFolder: true)
            let error = await #expect(throws: ExtractError.self) {
                try await ReplayingResponseSource(directory: folder).response(for: request)
            }
            guard case .invalidRecording(let failed, let path, _)? = error else {
                Issue.record("expected invalidRecording, got \(String(describing: error))")
                return
            }
            #expect(failed == request && path == "\(folder)/leagues/_.json")
            #expect(error?.exitCode == 65)
        }
    }
}
