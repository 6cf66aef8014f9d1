import APIModel
import CivilTime
import Tabular
import Testing

@testable import Transform

/// The tables around a match (injuries, odds and their lookups, round dates, half statistics),
/// each checked against values read by hand from its sample answer.
@Suite struct MatchOutlookTableBuilderTests {
    private static func tables() throws -> TransformOutput { try FiledAnswerTableBuilderTests.tables() }

    @Test func injuriesAreOneRowPerMissingPlayerWithTheFixtureKickoff() throws {
        let injuries = try #require(try Self.tables().table(.injuries))
        // Bundesliga, 2024-03-31: 31 entries in the answer, none repeated.
        #expect(injuries.rows.count == 31)
        let franjic = try #require(injuries.records(where: "player_id", is: .integer(14704)).first)
        #expect(franjic["fixture_id"] == .integer(1_049_121))
        #expect(franjic["season"] == .integer(2023))
        #expect(franjic["team_id"] == .integer(181))
        #expect(franjic["kickoff_utc"] == .timestamp(1_711_906_200))
        #expect(franjic["type"] == .text("Missing Fixture"))
        #expect(franjic["reason"] == .text("Yellow Cards"))
        let fixtures = injuries.values(of: "fixture_id").compactMap { if case .integer(let id) = $0 { id } else { nil } }
        #expect(fixtures == fixtures.sorted())
    }

    @Test func oddsKeepEachOutcomeLabelAndItsPrice() throws {
        let odds = try #require(try Self.tables().table(.odds))
        let matchWinner = odds.records(where: "bet_id", is: .integer(1))
        // Bwin (6), Match Winner: Away 2.95, Draw 2.95, Home 2.50.
        #expect(matchWinner.count == 3)
        #expect(matchWinner.first { $0["value"] == .text("Home") }?["odd"] == .decimal(2.5))
        #expect(matchWinner.allSatisfy { $0["bookmaker_name"] == .text("Bwin") && $0["bet_name"] == .text("Match Winner") })
        let bothScore = odds.records(where: "bet_id", is: .integer(8))
        #expect(bothScore.first { $0["value"] == .text("Yes") }?["odd"] == .decimal(2.0))
    }

    @Test func bookmakerAndBetLookupsListEveryLabelOnce() throws {
        let output = try Self.tables()
        let bookmakers = try #require(output.table(.bookmakers))
        #expect(bookmakers.rows.count == 15)
        #expect(bookmakers.records(where: "bookmaker_id", is: .integer(1)).first?["name"] == .text("10Bet"))
        let bets = try #require(output.table(.bets))
        #expect(bets.records(where: "bet_id", is: .integer(5)).first?["name"] == .text("Goals Over/Under"))
    }

    @Test func roundDatesAreOneRowPerRoundAndDateInTheAPIOrder() throws {
        let rounds = try #require(try Self.tables().table(.roundDates))
        let first = rounds.records(where: "round", is: .text("Regular Season - 1"))
        #expect(first.map { $0["date"] } == ["2024-08-16", "2024-08-17", "2024-08-18", "2024-08-19"].map { .date(CalendarDate(iso: $0)!) })
        #expect(first.allSatisfy { $0["round_seq"] == .integer(1) && $0["league_id"] == .integer(39) })
        #expect(rounds.records(where: "round", is: .text("Regular Season - 2")).first?["round_seq"] == .integer(2))
    }

    @Test func halfStatisticsSplitEachTeamIntoHalfOneAndTwo() throws {
        let halves = try #require(try Self.tables().table(.teamMatchStatsHalves))
        let united = halves.records(where: "team_id", is: .integer(33))
        // Manchester United, fixture 1208021: shots on goal 2 then 3, possession 61% then 55%.
        #expect(united.map { $0["half"] } == [.integer(1), .integer(2)])
        #expect(united.map { $0["shots_on_goal"] } == [.integer(2), .integer(3)])
        #expect(united.map { $0["ball_possession_pct"] } == [.integer(61), .integer(55)])
    }
}
