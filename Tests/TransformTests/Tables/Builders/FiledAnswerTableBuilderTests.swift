import APIModel
import Catalog
import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// The tables of the datasets whose answers are filed as they came: values read from real
/// samples, the ids that only the request carries, and the joins between answers.
@Suite struct FiledAnswerTableBuilderTests {
    static func tables() throws -> TransformOutput {
        var data = ExtractedData()
        try SampleRun.addFiledAnswers(to: &data)
        return OutputTablesBuilder.build(from: data, transform: TransformSpec(nulls: .empty))
    }

    @Test func teamStatisticsSplitIntoASeasonRowAndChildListsKeyedByTeamSeason() throws {
        let output = try Self.tables()
        let season = try #require(output.table(.teamSeasonStats))
        // RB Leipzig, Bundesliga 2022 up to 2023-01-01: 15 played, 8 won, 30 scored, 2.0 a match.
        let leipzig = try #require(season.records(where: "team_id", is: .integer(173)).first)
        #expect(leipzig["played_total"] == .integer(15))
        #expect(leipzig["goals_for_avg_total"] == .decimal(2.0))
        #expect(leipzig["biggest_loss_home"] == .null)
        let goals = try #require(output.table(.teamGoalsByMinute))
        let leipzigGoals = goals.records(where: "team_id", is: .integer(173))
        #expect(leipzigGoals.count == 16)
        #expect(
            leipzigGoals.first { $0["minutes"] == .text("0-15") && $0["for_against"] == .text("for") }?["percentage_pct"] == .decimal(16.13)
        )
        // Manchester United 2019 (the documented answer): 30 of 38 matches over 0.5 goals scored, 8 under.
        let lines = try #require(output.table(.teamGoalsUnderOver)).records(where: "team_id", is: .integer(33))
        #expect(
            lines.first { $0["for_against"] == .text("for") && $0["line"] == .decimal(0.5) }.map {
                [$0["matches_over"], $0["matches_under"]]
            } == [.integer(30), .integer(8)])
        #expect(lines.count == 10, "five lines, for goals scored and conceded")
    }

    @Test func predictionsTakeTheirFixtureFromTheRequestAndPercentagesAsNumbers() throws {
        let output = try Self.tables()
        let predictions = try #require(output.table(.predictions))
        #expect(predictions.cell(0, "fixture_id") == .integer(1_049_124))
        #expect(predictions.cell(0, "percent_away_pct") == .decimal(10))
        let comparison = try #require(output.table(.predictionComparison))
        #expect(comparison.values(of: "metric").count == 7)
        #expect(Set(comparison.values(of: "fixture_id")) == [.integer(1_049_124)])
    }

    @Test func venuesMergeTheVenuesAnswerWithTheVenuesTeamsEmbed() throws {
        let output = try Self.tables()
        let venues = try #require(output.table(.venues))
        let ids = venues.values(of: "venue_id").compactMap { if case .integer(let id) = $0 { id } else { nil } }
        #expect(ids == ids.sorted() && Set(ids).count == ids.count)
        // Old Trafford comes from the teams answer (search=Manchester); Nou Sardenya from venues.
        #expect(venues.records(where: "venue_id", is: .integer(556)).first?["name"] == .text("Old Trafford"))
        #expect(venues.records(where: "venue_id", is: .integer(1466)).first?["city"] == .text("Barcelona"))
    }

    @Test func careerListsAreKeyedByThePlayerTheRequestNames() throws {
        let output = try Self.tables()
        let trophies = try #require(output.table(.trophies))
        #expect(Set(trophies.values(of: "player_id")) == [.integer(181_812)])
        #expect(trophies.values(of: "seq") == (1...trophies.rows.count).map { .integer($0) })
        let seasons = try #require(output.table(.playerSeasons))
        #expect(Set(seasons.values(of: "player_id")) == [.integer(2280)])
        let teams = try #require(output.table(.playerTeams))
        #expect(teams.rows.count > 8, "one row per team and season, not per team")
    }

    @Test func oddsAreOneRowPerOutcomeWithTheOddAsANumber() throws {
        let odds = try #require(try Self.tables().table(.odds))
        #expect(Set(odds.values(of: "fixture_id")) == [.integer(326_090)])
        #expect(odds.values(of: "odd").allSatisfy { if case .decimal = $0 { true } else { false } })
        #expect(odds.cell(0, "updated_utc") == .timestamp(1_589_536_172))
    }
}
