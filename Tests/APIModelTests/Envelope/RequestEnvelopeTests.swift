import Testing

@testable import APIModel

@Suite struct RequestEnvelopeTests {
    @Test(arguments: [
        ("fixtures/epl-2024-mancity-tottenham-1208140-full.json", "fixtures/id=1208140.json"),
        ("fixtures/bundesliga-2023-status-ns-pst.json", "fixtures/league=78&season=2023&status=NS-PST.json"),
        ("fixtures_rounds/ucl-2021-rounds.json", "fixtures_rounds/league=2&season=2021.json"),
        ("fixtures_headtohead/manutd-mancity-2021-2023.json", "fixtures_headtohead/from=2021-01-01&h2h=33-50&to=2023-12-31.json"),
        ("players_topscorers/epl-2023-midseason.json", "players_topscorers/league=39&season=2023.json"),
        ("players_squads/rb-leipzig-173.json", "players_squads/team=173.json"),
        ("coachs/search-tuche.json", "coachs/search=Tuche.json"),
        ("countries/code-us.json", "countries/code=US.json"),
        ("errors/countries-search-too-short-error.json", "countries/search=ab.json")
    ])
    func detectsTheRequestASavedEnvelopeAnswers(sample: String, recordingPath: String) throws {
        let request = try #require(Request(envelope: try Samples.envelope(sample)))
        #expect(request.recordingPath == recordingPath)
    }

    /// Any endpoint is read: whether a dataset uses it is the catalog's question, not the envelope's.
    @Test(arguments: [
        ("leagues_seasons/all-seasons.json", "leagues/seasons"),
        ("fixtures_events/epl-2020-manutd-mancity-653808.json", "fixtures/events"),
        ("teams_statistics/rb-leipzig-173-bundesliga-2022-to-2023-01-01.json", "teams/statistics"),
        ("players_topyellowcards/epl-2023.json", "players/topyellowcards")
    ])
    func readsTheEndpointOfAnyAnswer(sample: String, endpoint: String) throws {
        #expect(Request(envelope: try Samples.envelope(sample))?.endpoint == Endpoint(endpoint))
    }

    @Test func readsEmptyParametersAndAnEmptyGet() throws {
        let leagues = try TestJSON.envelope(#"{"get": "leagues", "parameters": [], "errors": [], "response": []}"#)
        #expect(Request(envelope: leagues) == Request(.leagues))
        #expect(Request(envelope: leagues)?.recordingPath == "leagues/_.json")
        let rateLimited = try TestJSON.envelope(
            #"{"get": "", "parameters": [], "errors": {"rateLimit": "Too many requests."}, "response": []}"#)
        #expect(Request(envelope: rateLimited) == nil)
    }

    @Test func readsNumericParametersAndAnEscapedPath() throws {
        let envelope = try TestJSON.envelope(
            #"{"get": "players\/topassists", "parameters": {"season": 2022, "league": 140}, "response": []}"#)
        #expect(Request(envelope: envelope) == Request(.topAssists, ["league": "140", "season": "2022"]))
    }
}
