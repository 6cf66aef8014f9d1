import Foundation
import JSON
import Testing

@testable import APIModel

/// Issue 33: which answer of a match wins where several meet (docs/answers.md), whatever order
/// they are absorbed in. The answers are copies of the real Manchester City 0-4 Tottenham sample
/// (FT, 17 events) edited to earlier states.
@Suite struct AnswerRuleTests {
    static let spurs = "fixtures/epl-2024-mancity-tottenham-1208140-full.json"

    /// The sample's one item with `change` applied, as an answer to `request`.
    static func item(_ change: (inout JSONObject) -> Void = { _ in }) throws -> JSONValue {
        guard case .object(let envelope) = try JSONParser.parse(Samples.bytes(spurs)), case .array(let items)? = envelope["response"],
            case .object(var item)? = items.first
        else { throw APIModelError.invalidJSON(source: spurs, line: 0, column: 0, reason: "not the sample") }
        change(&item)
        return .object(item)
    }

    static func fixtures(_ items: [JSONValue]) throws -> [Fixture] {
        try items.map { try Fixture(JSONNode(root: $0, source: "test")) }
    }

    static func status(_ short: String, elapsed: Int?) -> (inout JSONObject) -> Void {
        { item in
            guard case .object(var fixture)? = item["fixture"] else { return }
            fixture.set("status", .object(["short": .string(short), "elapsed": elapsed.map(JSONValue.int) ?? .null]))
            item.set("fixture", .object(fixture))
        }
    }

    static func withoutDetails(_ item: inout JSONObject) {
        item.entries.removeAll { ["events", "lineups", "statistics", "players"].contains($0.key) }
    }

    /// The data after absorbing `answers` in the given order.
    static func absorbed(_ answers: [(fixtures: [Fixture], source: AnswerSource)]) -> ExtractedData {
        var data = ExtractedData()
        for answer in answers { data.absorbFixtures(answer.fixtures, from: answer.source) }
        return data
    }

    static func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    @Test func withoutFetchTimesTheMatchFurthestAlongWinsInEveryOrder() throws {
        let finished = try Self.fixtures([Self.item()])
        let inPlay = try Self.fixtures([Self.item(Self.status("2H", elapsed: 60))])
        let listed = try Self.fixtures([
            Self.item {
                Self.status("NS", elapsed: nil)(&$0)
                Self.withoutDetails(&$0)
            }
        ])
        let answers = [
            (finished, AnswerSource(request: Request(.fixtures, ["id": "1208140"]), label: "full.json")),
            (inPlay, AnswerSource(request: Request(.fixtures, ["id": "1208140"]), label: "earlier.json")),
            (listed, AnswerSource(request: Request(.fixtures, ["date": "2024-11-23"]), label: "listed.json"))
        ]
        for order in Self.permutations(answers) {
            let data = Self.absorbed(order)
            let fixture = try #require(data.detailedFixtures.fixtures[1_208_140])
            #expect(fixture.status.short == "FT")
            #expect(fixture.events?.count == 17)
            let disagreements = data.answerDisagreements.filter { $0.place == "fixture 1208140" }
            #expect(disagreements.map(\.kept) == ["full.json"])
            #expect(disagreements.map(\.overruled) == [["earlier.json", "listed.json"]])
        }
    }

    @Test func aLaterFetchWinsOverAMatchFurtherAlong() throws {
        let finished = try Self.fixtures([Self.item()])
        let corrected = try Self.fixtures([Self.item(Self.status("PST", elapsed: nil))])
        for order in Self.permutations([
            (finished, AnswerSource(request: Request(.fixtures, ["id": "1208140"]), fetchedAt: 1_000, label: "old")),
            (corrected, AnswerSource(request: Request(.fixtures, ["ids": "1208140"]), fetchedAt: 2_000, label: "new"))
        ]) {
            #expect(Self.absorbed(order).detailedFixtures.fixtures[1_208_140]?.status.short == "PST")
        }
    }

    @Test func aFilteredPartFillsAGapButNeverReplacesTheWholeList() throws {
        let events = try Self.fixtures([Self.item()])[0].events ?? []
        let goals = events.filter { $0.type == "Goal" }
        let full = AnswerSource(request: Request(Endpoint("fixtures/events"), ["fixture": "7"]), label: "full")
        let filtered = AnswerSource(request: Request(Endpoint("fixtures/events"), ["fixture": "7", "type": "Goal"]), label: "goals")
        for order in Self.permutations([(events, full), (goals, filtered)]) {
            var data = ExtractedData()
            for (list, source) in order { data.absorbFixturePart(list, into: \.events, .events, from: source) }
            #expect(data.fixtureParts[7]?.events == events)
            #expect(data.answerDisagreements.isEmpty)
        }
        var alone = ExtractedData()
        alone.absorbFixturePart(goals, into: \.events, .events, from: filtered)
        #expect(alone.fixtureParts[7]?.events == goals)
    }

    @Test func ofTwoStandingsAnswersTheLatestUpdateStaysAlone() throws {
        let final = try Samples.envelope("standings/epl-2022-final.json").list(of: LeagueStandings.self)
        let text = String(decoding: try Samples.bytes("standings/epl-2022-final.json"), as: UTF8.self)
        let earlierText = text.replacingOccurrences(of: "\"update\": \"2023-", with: "\"update\": \"2022-")
        let earlier = try TestJSON.envelope(earlierText).list(of: LeagueStandings.self)
        #expect(earlier != final)
        let request = Request(.standings, ["league": "39", "season": "2022"])
        for order in Self.permutations([(final, "final"), (earlier, "earlier")]) {
            var data = ExtractedData()
            for (list, label) in order { data.absorbStandings(list, from: AnswerSource(request: request, label: label)) }
            #expect(data.seasons[LeagueSeason(league: 39, season: 2022)]?.standings == final)
            #expect(data.answerDisagreements.map(\.kept) == ["final"])
        }
    }

    @Test func detailsWithoutTheirRowTakeTheirSidesFromTheLineups() throws {
        let lineups = try Samples.envelope("fixtures_lineups/epl-2020-mancity-everton-592872.json").list(of: Lineup.self)
        var data = ExtractedData()
        let source = AnswerSource(request: Request(Endpoint("fixtures/lineups"), ["fixture": "592872"]))
        data.absorbFixturePart(lineups, into: \.lineups, .lineups, from: source)
        let fixture = try #require(data.detailedFixtures.fixtures[592_872])
        #expect(fixture.teams.home.team.id == lineups[0].team.id)
        #expect(fixture.teams.away.team.id == lineups[1].team.id)
        #expect(data.detailedFixtures.placeholders == [592_872])
    }

    @Test func matchStatusHoldsTheOrderOfProgress() {
        func progress(_ short: String?, _ elapsed: Int? = nil) -> MatchProgress {
            MatchProgress(Fixture.Status(long: nil, short: short, elapsed: elapsed, extra: nil))
        }
        let ascending = [
            progress(nil), progress("NS"), progress("PST"), progress("1H", 30), progress("HT", 45), progress("2H", 60),
            progress("2H", 80), progress("ET", 100), progress("P", 120), progress("FT", 90)
        ]
        #expect(zip(ascending, ascending.dropFirst()).allSatisfy { $0 < $1 })
        #expect(progress("CANC") == progress("FT", 90) && progress("ABD") == progress("PEN"))
        #expect(progress("SUSP") == progress("INT") && progress("TBD") == progress("NS"))
    }
}

extension JSONObject {
    /// Replaces `key`'s value, or adds it.
    fileprivate mutating func set(_ key: String, _ value: JSONValue) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append(Entry(key, value))
        }
    }
}

@Suite struct FilteredStoredAnswerTests {
    @Test func aFilteredOddsAnswerIsLeftOutBesideTheWholeOne() throws {
        let whole = Request(.init("odds"), ["fixture": "326090"])
        let filtered = Request(.init("odds"), ["fixture": "326090", "bet": "5"])
        let alone = Request(.init("odds"), ["fixture": "1", "bookmaker": "8"])
        for order in [[whole, filtered, alone], [alone, filtered, whole]] {
            var store = FiledAnswers()
            for request in order { store.add([request.description], for: request) }
            #expect(store.answers([String].self, of: .init("odds")).map(\.request) == [alone, whole])
        }
    }
}
