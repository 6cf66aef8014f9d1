import Testing

@testable import APIModel

/// The plain lists: `timezone` (text) and `teams/countries` (the `countries` model).
@Suite struct ReferenceListTests {
    @Test func readsTimezones() throws {
        let zones = try EndpointFixtures.envelope("timezone/first-12-of-427-trimmed.json").list(of: String.self)
        #expect(zones.count == 12)
        #expect(zones.first == "Africa/Abidjan")
        #expect(zones.last == "Africa/Bujumbura")
    }

    @Test func readsTeamCountriesWithNullCodes() throws {
        let countries = try EndpointFixtures.envelope("teams_countries/first-12-of-240-trimmed.json").list(of: Country.self)
        #expect(countries.count == 12)
        #expect(countries[0].name == "Afghanistan")
        #expect(countries[0].code == nil)
        #expect(countries[0].flag == nil)
        #expect(countries[1].code == "AL")
        #expect(countries[1].flag == "https://media.api-sports.io/flags/al.svg")
        #expect(countries.filter { $0.code == nil }.count == 5)
    }

    @Test func namesThePathOfANullTimezone() throws {
        let node = try TestJSON.node(#"{"response": ["Europe/London", null]}"#)
        #expect(
            TestJSON.error { try node.list("response", of: String.self) }
                == .unreadableValue(source: "test.json", path: "response[1]", expected: "text", found: "null"))
    }
}
