import Testing

@testable import APIModel

@Suite struct SquadTests {
    @Test func readsAClubSquad() throws {
        let squad = try #require(try Samples.envelope("players_squads/rb-leipzig-173.json").list(of: Squad.self).first)
        #expect(squad.team.id == 173)
        #expect(squad.players.count == 26)
        let keeper = squad.players[0]
        #expect(keeper.id == 1139)
        #expect(keeper.name == "P. Gulácsi")
        #expect(keeper.age == 33)
        #expect(keeper.number == 1)
        #expect(keeper.position == "Goalkeeper")
    }

    @Test func readsANationalSquadWithoutNumbers() throws {
        let squad = try #require(
            try Samples.envelope("players_squads/netherlands-1118-national-team-numbers-null.json")
                .list(of: Squad.self).first)
        #expect(squad.players.count == 29)
        #expect(squad.players.allSatisfy { $0.number == nil && $0.id != nil })
    }
}
