import APIModel
import Intake
import JSON
import Testing

@testable import Extract

/// Each check on its own, on small envelopes: what passes, what fails and what the error names.
@Suite struct AnswerCheckTests {
    private func envelope(_ text: String, source: String = "recordings/x.json") throws -> Envelope {
        try Envelope.decode(Array(text.utf8), source: source)
    }

    /// The checks as a run meets them: a rejection is the run's error (65).
    private func verify(_ text: String, _ request: Request, origin: ResponseOrigin = .recording) throws -> [ExtractWarning] {
        do {
            return try AnswerCheck.verify(try envelope(text), answering: request, recorded: origin == .recording)
        } catch let rejection as AnswerRejection {
            throw ExtractError.rejectedAnswer(rejection)
        }
    }

    @Test(arguments: [
        (#""response": null"#, "null"),
        (#""response": {}"#, "an empty object"),
        (#""response": {"fixture": {"id": 1}}"#, "an object"),
        (#""response": "none""#, "text"),
        (#""results": 0"#, "nothing (no `response` key)")
    ])
    func aListEndpointNeedsAnArray(body: String, found: String) throws {
        let request = Request(.standings, ["league": "39", "season": "2023"])
        let error = #expect(throws: ExtractError.self) {
            try verify(#"{"get": "standings", "parameters": {"league": "39", "season": "2023"}, \#(body)}"#, request)
        }
        #expect(
            error
                == .impossibleAnswerShape(
                    request: request, source: "recordings/x.json", path: "response", expected: "an array of items", found: found))
        #expect(error?.exitCode == 65)
        #expect(error?.description.contains("standings?league=39&season=2023 (recordings/x.json)") == true)
    }

    @Test func statusNeedsAnObjectAndAListMayBeEmpty() throws {
        #expect(try verify(#"{"get": "status", "response": {"account": {}}}"#, Request(.status)).isEmpty)
        #expect(try verify(#"{"get": "status", "errors": [], "response": []}"#, Request(.status)).isEmpty)
        let error = #expect(throws: ExtractError.self) { try verify(#"{"get": "status", "response": null}"#, Request(.status)) }
        #expect(
            error
                == .impossibleAnswerShape(
                    request: Request(.status), source: "recordings/x.json", path: "response", expected: "an object", found: "null"))
        #expect(
            try verify(
                #"{"get": "fixtures", "parameters": {"league": "1", "season": "2"}, "response": []}"#,
                Request(.fixtures, ["league": "1", "season": "2"])
            ).isEmpty)
    }

    @Test(arguments: [
        (#""get": "standings", "parameters": {"league": "39", "season": "2023"}"#, "get", "`fixtures`", "`standings`"),
        (#""get": "fixtures", "parameters": {"league": "140", "season": "2023"}"#, "parameters.league", "\"39\"", "\"140\""),
        (#""get": "fixtures", "parameters": {"league": "39", "season": "2023", "team": "33"}"#, "parameters.team", "no `team`", "\"33\""),
        (#""get": "fixtures", "parameters": {"league": "39"}"#, "parameters", "season=2023", "without `season`"),
        (
            #""get": "fixtures", "parameters": {"league": "39", "season": "2023"}, "paging": {"current": 2, "total": 3}"#,
            "paging.current", "page 1", "2"
        )
    ])
    func theEchoMustBeTheRequest(body: String, path: String, requested: String, found: String) throws {
        let request = Request(.fixtures, ["league": "39", "season": "2023"])
        let error = #expect(throws: ExtractError.self) { try verify(#"{\#(body), "response": []}"#, request) }
        #expect(error == .answerMismatch(request: request, source: "recordings/x.json", path: path, requested: requested, found: found))
        #expect(error?.exitCode == 65)
    }

    @Test func pagesAndAnEmptyEchoPass() throws {
        let page = Request(.players, ["league": "39", "season": "2023", "page": "3"])
        #expect(
            try verify(
                #"{"get": "players", "parameters": {"league": "39", "season": "2023", "page": "3"}, "paging": {"current": 3, "total": "#
                    + #"35}, "response": []}"#,
                page
            ).isEmpty)
        let top = Request(.topScorers, ["league": "39", "season": "2023"])
        #expect(
            try verify(#"{"get": "players/topscorers", "parameters": [], "paging": {"current": 0, "total": 1}, "response": []}"#, top)
                .isEmpty)
        let wrongPage = #expect(throws: ExtractError.self) {
            try verify(#"{"get": "players", "parameters": [], "paging": {"current": 2, "total": 35}, "response": []}"#, page)
        }
        #expect(
            wrongPage
                == .answerMismatch(request: page, source: "recordings/x.json", path: "paging.current", requested: "page 3", found: "2"))
    }

    @Test(arguments: [
        (Request(.fixtures, ["ids": "1-2"]), #"[{"fixture": {"id": 1}}, {"fixture": {"id": 3}}]"#, "response[1].fixture.id", "3"),
        (
            Request(.fixtures, ["league": "39", "season": "2023"]), #"[{"league": {"id": 39, "season": 2022}}]"#,
            "response[0].league.season", "2022"
        ),
        (
            Request(.fixtures, ["team": "33", "season": "2023"]),
            #"[{"league": {"season": 2023}, "teams": {"home": {"id": 40}, "away": {"id": 50}}}]"#, "response[0].teams.home.id", "40"
        ),
        (
            Request(.fixturesHeadToHead, ["h2h": "33-50"]), #"[{"teams": {"home": {"id": 50}, "away": {"id": 34}}}]"#,
            "response[0].teams.away.id", "34"
        ),
        (
            Request(.standings, ["league": "39", "season": "2023"]), #"[{"league": {"id": 140, "season": 2023}}]"#, "response[0].league.id",
            "140"
        ),
        (Request(.squads, ["team": "173"]), #"[{"team": {"id": 174}, "players": []}]"#, "response[0].team.id", "174"),
        (Request(.transfers, ["player": "35845"]), #"[{"player": {"id": 1}, "transfers": []}]"#, "response[0].player.id", "1")
    ])
    func everyItemMustBelongToTheRequest(request: Request, items: String, path: String, found: String) throws {
        let text = #"{"get": "\#(request.endpoint.rawValue)", "parameters": [], "response": \#(items)}"#
        let error = #expect(throws: ExtractError.self) { try verify(text, request, origin: .network) }
        guard case .rejectedAnswer(.answerMismatch(let failed, _, let failedPath, _, let failedFound))? = error else {
            Issue.record("expected answerMismatch, got \(String(describing: error))")
            return
        }
        #expect(failed == request && failedPath == path && failedFound == found)
        #expect(error?.description.contains(path) == true)
    }

    @Test func itemsThatFitPass() throws {
        let h2h = Request(.fixturesHeadToHead, ["h2h": "33-50"])
        #expect(
            try verify(#"{"get": "fixtures/headtohead", "response": [{"teams": {"home": {"id": 50}, "away": {"id": 33}}}]}"#, h2h).isEmpty)
        let team = Request(.fixtures, ["team": "33", "season": "2023"])
        #expect(
            try verify(
                #"{"get": "fixtures", "response": [{"league": {"season": 2023}, "teams": {"home": {"id": 40}, "away": {"id": 33}}}]}"#, team
            ).isEmpty)
        // A value the item leaves out is not judged here; the model reads it or says why not.
        #expect(try verify(#"{"get": "fixtures", "response": [{"league": {"season": null}}]}"#, team).isEmpty)
    }

    @Test func aRecordedBatchMustHoldEveryRequestedFixture() throws {
        let request = Request(.fixtures, ["ids": "1-2-3"])
        let text = #"{"get": "fixtures", "parameters": {"ids": "1-2-3"}, "response": [{"fixture": {"id": 2}}]}"#
        let error = #expect(throws: ExtractError.self) { try verify(text, request) }
        #expect(error == .missingFixtures(request: request, source: "recordings/x.json", ids: [1, 3]))
        #expect(error?.exitCode == 65)
        #expect(error?.description.contains("lacks fixture(s) 1, 3") == true)
    }

    @Test func aFetchedBatchWithoutSomeFixturesIsKeptWithAWarningAndNotStored() throws {
        let request = Request(.fixtures, ["ids": "1-2-3"])
        let text = #"{"get": "fixtures", "parameters": {"ids": "1-2-3"}, "response": [{"fixture": {"id": 2}}]}"#
        let warnings = try verify(text, request, origin: .network)
        #expect(warnings.map(\.code) == [.incompleteBatch])
        #expect(warnings.first?.context == ["request": "fixtures?ids=1-2-3", "missing_fixture_ids": "1-3"])
        #expect(warnings.first?.message.contains("without fixture(s) 1, 3") == true)
        #expect(!AnswerCheck.isStorable(try JSONParser.parse(text), answering: request))
        let complete = #"{"get": "fixtures", "parameters": {"ids": "2"}, "response": [{"fixture": {"id": 2}}]}"#
        #expect(AnswerCheck.isStorable(try JSONParser.parse(complete), answering: Request(.fixtures, ["ids": "2"])))
    }
}
