import Testing

@testable import APIModel

@Suite struct CoachTests {
    @Test func readsProfileAndCareer() throws {
        let coach = try #require(try Samples.envelope("coachs/search-tuche.json").list(of: Coach.self).first)
        #expect(coach.profile.id == 40)
        #expect(coach.profile.name == "T. Tuchel")
        #expect(coach.profile.firstname == "Thomas")
        #expect(coach.profile.age == 51)
        #expect(coach.profile.birth.place == "Krumbach")
        #expect(coach.profile.height == "192 cm")
        #expect(coach.profile.weight == "85 kg")
        #expect(coach.team.id == 157)
        #expect(coach.career.count == 5)
        #expect(coach.career[0].team.name == "Bayern Munich")
        #expect(coach.career[0].start == "2023-03-01")
        #expect(coach.career[0].end == nil)
        #expect(coach.career[4].team.id == 164)
        #expect(coach.career[4].end == "2014-05-01")
    }
}
