import APIModel
import Foundation
import JSON
import Testing

/// Injuries agree with the recorded lineups and squads; sidelined spells cover the player's
/// missed fixtures; trophies agree with the standings.
@Suite struct InjuryConsistencyTests {
    static let injuries = "injuries/league=9001&season=2023.json"

    @Test func aPlayerMissingAFixtureIsNotInItsLineup() throws {
        let entries = try GeneratedTree.envelope(path: Self.injuries)["response"].items
        let details = Dictionary(uniqueKeysWithValues: try GeneratedTree.details().map { ($0["fixture"]["id"].int!, $0) })
        let missing = entries.filter { $0["player"]["type"].string == "Missing Fixture" }
        #expect(missing.count >= 20, "too few injuries to be plausible: \(missing.count)")
        #expect(entries.allSatisfy { ["Missing Fixture", "Questionable"].contains($0["player"]["type"].string ?? "") })
        for entry in missing {
            let fixture = try #require(details[entry["fixture"]["id"].int!])
            let team = entry["team"]["id"].int!
            #expect([fixture["teams"]["home"]["id"].int, fixture["teams"]["away"]["id"].int].contains(team))
            let lineup = try #require(fixture["lineups"].items.first { $0["team"]["id"].int == team })
            let named = (lineup["startXI"].items + lineup["substitutes"].items).compactMap { $0["player"]["id"].int }
            #expect(
                !named.contains(entry["player"]["id"].int!), "\(entry["player"]["id"]) is injured yet named in \(fixture["fixture"]["id"])")
            #expect(entry["fixture"]["date"] == fixture["fixture"]["date"] && entry["fixture"]["timezone"].string == "UTC")
        }
    }

    @Test func injuredPlayersBelongToTheirTeamsSquads() throws {
        for entry in try GeneratedTree.envelope(path: Self.injuries)["response"].items {
            let team = entry["team"]["id"].int!
            let squad = try GeneratedTree.response(.init(.squads, ["team": String(team)]))[0]["players"].items
            #expect(squad.contains { $0["id"] == entry["player"]["id"] }, "\(entry["player"]["id"]) not in \(team)'s squad")
            #expect(entry["league"].keys == ["id", "season", "name", "country", "logo", "flag"])
        }
    }

    @Test func sidelinedSpellsCoverTheSeasonsMissedFixtures() throws {
        let entries = try GeneratedTree.envelope(path: Self.injuries)["response"].items
            .filter { $0["player"]["type"].string == "Missing Fixture" }
        let players = GeneratedTree.files(in: try GeneratedTree.path()).filter { $0.hasPrefix("sidelined/") }
            .map { Int($0.dropFirst("sidelined/player=".count).dropLast(".json".count))! }
        #expect(players.count > 20 && players == players.sorted())
        var covered = 0
        for player in players {
            let spells = try GeneratedTree.envelope(path: "sidelined/player=\(player).json")["response"].items
            let ranges = spells.map { ($0["start"].string!, $0["end"].string!) }
            #expect(ranges.allSatisfy { $0.0 <= $0.1 }, "\(player)")
            #expect(ranges.map(\.0) == ranges.map(\.0).sorted(by: >), "\(player): newest first")
            for entry in entries where entry["player"]["id"].int == player {
                let day = String(entry["fixture"]["date"].string!.prefix(10))
                #expect(ranges.contains { $0.0 <= day && day <= $0.1 }, "\(player) missed \(day) outside every spell")
                covered += 1
            }
        }
        #expect(covered > 0, "no top-list player missed a fixture: the check above tested nothing")
    }

    @Test func currentSeasonTrophiesFollowTheStandings() throws {
        let table = try GeneratedTree.response(.init(.standings, GeneratedTree.scope))[0]["league"]["standings"][0].items
        let rank = Dictionary(uniqueKeysWithValues: table.map { ($0["team"]["id"].int!, $0["rank"].int!) })
        let players = GeneratedTree.files(in: try GeneratedTree.path()).filter { $0.hasPrefix("trophies/") }
        #expect(players.count > 20)
        var titles = 0
        for file in players {
            let player = String(file.dropFirst("trophies/player=".count).dropLast(".json".count))
            let club = try GeneratedTree.response(.init(.players, ["id": player, "season": "2023"]))[0]["statistics"][0]["team"]["id"].int!
            let honours = try GeneratedTree.envelope(path: file)["response"].items
            let current = honours.filter { $0["season"].string == "2023/2024" }.map { $0["place"].string }
            let expected: [String?] = rank[club] == 1 ? ["Winner"] : rank[club] == 2 ? ["2nd Place"] : []
            #expect(current == expected, "\(file)")
            titles += current.count
            for honour in honours {
                #expect(["Winner", "2nd Place"].contains(honour["place"].string ?? ""))
                #expect(honour["season"].string?.wholeMatch(of: /20\d\d\/20\d\d/) != nil)
            }
        }
        #expect(titles > 0, "no top-list player from the first two clubs")
    }
}
