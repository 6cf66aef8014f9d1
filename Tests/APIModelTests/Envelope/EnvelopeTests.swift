import Testing

@testable import APIModel

@Suite struct EnvelopeTests {
    @Test func readsTheEnvelopeMembers() throws {
        let envelope = try Samples.envelope("fixtures/epl-2024-mancity-tottenham-1208140-full.json")
        #expect(envelope.source == "fixtures/epl-2024-mancity-tottenham-1208140-full.json")
        #expect(envelope.get == "fixtures")
        #expect(envelope.parameters == [Request.Parameter(name: "id", value: "1208140")])
        #expect(envelope.errors.isEmpty)
        #expect(envelope.results == 1)
        #expect(envelope.paging == Envelope.Paging(current: 1, total: 1))
        #expect(try envelope.list(of: Fixture.self).map(\.id) == [1_208_140])
    }

    @Test func readsParametersSentAsAnEmptyArray() throws {
        let envelope = try Samples.envelope("leagues_seasons/all-seasons.json")
        #expect(envelope.parameters.isEmpty)
        #expect(try TestJSON.envelope(#"{"get": "leagues", "parameters": {}, "response": []}"#).parameters.isEmpty)
    }

    @Test func readsParameterNumbersAsTextInTheOrderSent() throws {
        let envelope = try TestJSON.envelope(
            #"{"get": "standings", "parameters": {"season": 2023, "league": "39", "live": null}, "response": []}"#)
        #expect(
            envelope.parameters == [
                Request.Parameter(name: "season", value: "2023"),
                Request.Parameter(name: "league", value: "39")
            ])
    }

    @Test func keepsPageZeroOfTopLists() throws {
        let envelope = try Samples.envelope("players_topscorers/epl-2023-midseason.json")
        #expect(envelope.paging == Envelope.Paging(current: 0, total: 1))
        #expect(try TestJSON.envelope(#"{"get": "x", "response": []}"#).paging == nil)
        #expect(
            try TestJSON.envelope(#"{"get": "x", "paging": {"total": 35}, "response": []}"#).paging
                == Envelope.Paging(current: 1, total: 35))
    }

    @Test func keepsAnObjectResponse() throws {
        let envelope = try Samples.envelope("teams_statistics/rb-leipzig-173-bundesliga-2022-to-2023-01-01.json")
        #expect(envelope.results == 11)
        #expect(try envelope.response.members().map(\.key).first == "league")
        #expect(
            TestJSON.error { try envelope.list(of: Fixture.self) }
                == .unreadableValue(
                    source: "teams_statistics/rb-leipzig-173-bundesliga-2022-to-2023-01-01.json",
                    path: "response", expected: "an array", found: "an object (league, team, form, …)"))
    }

    @Test func turnsSyntaxErrorsIntoModelErrorsWithTheSource() {
        let bytes = Array("{\n  \"get\": \"fixtures\",\n  oops\n}".utf8)
        #expect(
            TestJSON.error { try Envelope.decode(bytes, source: "recordings/fixtures/_.json") }
                == .invalidJSON(source: "recordings/fixtures/_.json", line: 3, column: 3, reason: "expected a quoted key"))
    }

    @Test func rejectsBodiesThatAreNotEnvelopes() throws {
        #expect(
            TestJSON.error { try TestJSON.envelope(#"{"message": "Too many requests"}"#) }
                == .notAnEnvelope(source: "test.json", found: "a message: Too many requests"))
        #expect(
            TestJSON.error { try TestJSON.envelope("[1, 2]") }
                == .notAnEnvelope(source: "test.json", found: "an array of 2"))
    }

    @Test func readsASingleObjectResponseAsAnItem() throws {
        let status = try TestJSON.envelope(
            #"""
            {"get": "status", "parameters": [], "errors": [], "results": 1, "paging": {"current": 1, "total": 1},
             "response": {"account": {"firstname": "Ada", "lastname": "L", "email": "ada@example.org"},
                          "subscription": {"plan": "Free", "end": "2025-04-10T00:00:00+00:00", "active": true},
                          "requests": {"current": 12, "limit_day": 100}}}
            """#)
        let account = try #require(try status.item(of: AccountStatus.self))
        #expect(account.plan == "Free")
        #expect(account.active == true)
        #expect(account.requestsToday == 12)
        #expect(account.dailyLimit == 100)
        #expect(try TestJSON.envelope(#"{"get": "status", "response": []}"#).item(of: AccountStatus.self) == nil)
    }

    @Test func describesErrorsWithSourcePathAndAdvice() {
        let error = APIModelError.unreadableValue(source: "a.json", path: "response[0].id", expected: "an integer", found: "null")
        #expect(error.description.hasPrefix("a.json: at response[0].id: expected an integer, found null."))
        #expect(
            APIModelError.invalidJSON(source: "a.json", line: 2, column: 5, reason: "x").description
                .hasPrefix("a.json: line 2, column 5: not valid JSON: x."))
    }
}
