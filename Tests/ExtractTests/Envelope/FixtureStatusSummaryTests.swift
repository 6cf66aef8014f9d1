import JSON
import Testing

@testable import Extract

@Suite struct FixtureStatusSummaryTests {
    private func summary(_ statuses: [String]) throws -> FixtureStatusSummary {
        FixtureStatusSummary(envelope: try JSONParser.parse(Envelopes.fixtures(statuses)))
    }

    @Test func everyMatchFinishedIsSettled() throws {
        let settled = try summary(["FT", "AET", "PEN", "AWD"])
        #expect(settled.allSettled)
        #expect(settled.fixtureCount == 4)
        #expect(settled.liveScopes.isEmpty)
    }

    @Test func oneMatchNotFinishedIsNotSettled() throws {
        #expect(try !summary(["FT", "NS"]).allSettled)
        #expect(try !summary(["FT", "PST"]).allSettled)
        #expect(try !summary([]).allSettled)
    }

    @Test func matchesInPlayNameTheirLeagueAndSeason() throws {
        let live = try summary(["FT", "2H", "HT"])
        #expect(live.liveScopes == ["39-2023"])
        #expect(!live.allSettled)
    }
}
