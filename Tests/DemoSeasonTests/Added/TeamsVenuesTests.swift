import JSON
import Testing

/// `teams` and `venues` agree with each other and with the fixtures played at each ground.
@Suite struct TeamsVenuesTests {
    @Test func everyClubIsListedWithTheGroundItPlaysHomeMatchesAt() throws {
        let envelope = try GeneratedTree.envelope(path: "teams/league=9001&season=2023.json")
        #expect(envelope["parameters"] == .object(["league": .string("9001"), "season": .string("2023")]))
        let items = envelope["response"].items
        var homeGround: [Int: Int] = [:]
        for fixture in try GeneratedTree.fixtures() {
            homeGround[fixture["teams"]["home"]["id"].int!] = fixture["fixture"]["venue"]["id"].int!
        }
        #expect(items.map { $0["team"]["id"].int! } == homeGround.keys.sorted())
        for item in items {
            #expect(item["team"].keys == ["id", "name", "code", "country", "founded", "national", "logo"])
            #expect(item["venue"].keys == ["id", "name", "address", "city", "capacity", "surface", "image"])
            #expect(item["team"]["national"] == .bool(false) && item["team"]["code"].string?.count == 3)
            #expect(item["venue"]["id"].int == homeGround[item["team"]["id"].int!])
        }
    }

    @Test func eachVenueFileHoldsTheGroundTheTeamsListShows() throws {
        let teams = try GeneratedTree.envelope(path: "teams/league=9001&season=2023.json")["response"].items
        let files = GeneratedTree.files(in: try GeneratedTree.path()).filter { $0.hasPrefix("venues/") }
        #expect(files.count == 20)
        for item in teams {
            let venue = item["venue"]
            let answer = try GeneratedTree.envelope(path: "venues/id=\(venue["id"].int!).json")
            #expect(answer["parameters"] == .object(["id": .string(String(venue["id"].int!))]))
            let listed = answer["response"].items
            #expect(listed.count == 1)
            #expect(listed[0].keys == ["id", "name", "address", "city", "country", "capacity", "surface", "image"])
            for key in venue.keys { #expect(listed[0][key] == venue[key], "\(key)") }
            #expect(listed[0]["country"] == item["team"]["country"])
        }
    }
}
