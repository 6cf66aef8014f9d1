import Testing

@testable import APIModel

/// `teams` (team + venue) and `venues`.
@Suite struct TeamProfileTests {
    @Test func readsTeamsWithTheirVenues() throws {
        let teams = try Samples.envelope("teams/search-manchester-16-teams.json").list(of: TeamProfile.self)
        #expect(teams.count == 16)
        let united = teams[0]
        #expect(united.id == 33)
        #expect(united.name == "Manchester United")
        #expect(united.code == "MUN")
        #expect(united.country == "England")
        #expect(united.founded == 1878)
        #expect(united.national == false)
        #expect(united.venue.id == 556)
        #expect(united.venue.name == "Old Trafford")
        #expect(united.venue.address == "Sir Matt Busby Way")
        #expect(united.venue.capacity == 76212)
        #expect(united.venue.surface == "grass")
        #expect(united.venue.country == nil)
        #expect(teams[15].country == "Gibraltar")
        #expect(teams[15].venue.surface == "artificial turf")
    }

    @Test func readsAnAllNullVenueAndNullCodeAndFounded() throws {
        let women = try #require(
            try Samples.envelope("teams/search-manchester-16-teams.json").list(of: TeamProfile.self)
                .first { $0.id == 1854 })
        #expect(women.code == nil)
        #expect(women.founded == nil)
        #expect(try women.venue == Venue(TestJSON.node("{}")))
    }

    @Test func readsVenuesWithNullAddressAndLiteralEntities() throws {
        let venues = try Samples.envelope("venues/search-nou-42-venues.json").list(of: Venue.self)
        #expect(venues.count == 42)
        #expect(venues[0].id == 1466)
        #expect(venues[0].city == "Barcelona")
        #expect(venues[0].country == "Spain")
        #expect(venues[0].capacity == 7000)
        #expect(venues[3].address == "Chemin de l&apos;Aviation (Larribau)")
        #expect(venues[10].address == nil)
        #expect(venues[10].name == "Dimotiko Gipedo Kantánou")
    }

    @Test func anUnreadableCapacityIsEmptiedAndCountedAtItsPath() throws {
        let node = try TestJSON.node(#"{"response": [{"team": {"id": 1}, "venue": {"capacity": "big"}}]}"#)
        #expect(try node.list("response", of: TeamProfile.self).count == 1)
        #expect(
            TestJSON.unreadable(node) == [#"response[].venue.capacity | an integer | 1 | the text "big" at response[0].venue.capacity"#])
    }

    @Test func requiresTheTeamID() throws {
        let node = try TestJSON.node(#"{"team": {"name": "X"}, "venue": {}}"#)
        let error = TestJSON.error { try TeamProfile(node) }
        #expect(error == .unreadableValue(source: "test.json", path: "team.id", expected: "an integer", found: "nothing (no such key)"))
    }
}
