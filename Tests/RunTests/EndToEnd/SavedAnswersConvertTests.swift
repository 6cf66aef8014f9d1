import Foundation
import TestSupport
import Testing

/// `convert` pointed at every saved answer the project has (real ones collected from public
/// projects, and documented ones for the endpoints nobody published): each answer but the API's
/// error bodies is used, every endpoint gives its tables, and the error bodies are named with
/// their reason and make the exit code 65. (No saved `players?id=&season=` answer has been
/// published; the run scenarios cover that endpoint.)
@Suite struct SavedAnswersConvertTests {
    static let folder = TestSamples.answers.path

    @Test func everyAnswerButTheErrorBodiesIsUsedAndEveryEndpointGivesItsTables() async throws {
        try await ScratchDirectory.with { scratch in
            let outcome = try await ToolProcess.footballETL(
                ["convert", Self.folder, "--out", "\(scratch)/out"], environment: [:], in: scratch)
            let log = outcome.stderr + outcome.stdout
            #expect(outcome.status == 65, "the error bodies are reported: \(log)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".json") }
            let errorBodies = files.filter { $0.hasPrefix("collected/errors/") }
            #expect(errorBodies.count == 4)
            #expect(log.contains("used \(files.count - errorBodies.count) of \(files.count) files"), "\(log)")
            for body in errorBodies {
                #expect(log.contains("not used: \(Self.folder)/\(body): an error answer from the API"), "\(body)")
            }
            let written = Set(try FileManager.default.contentsOfDirectory(atPath: "\(scratch)/out").filter { $0.hasSuffix(".csv") })
            let everyTable: Set<String> = [
                "fixtures", "events", "lineups", "team_match_stats", "player_match_stats", "standings", "top_scorers",
                "top_assists", "squads", "transfers", "head_to_head", "leagues", "countries", "rounds", "coaches", "teams",
                "venues", "team_season_stats", "team_goals_by_minute", "team_goals_under_over", "team_formations", "team_cards_by_minute",
                "team_seasons", "team_countries", "timezones", "league_seasons", "round_dates", "team_match_stats_halves",
                "injuries", "predictions", "prediction_comparison", "odds", "bookmakers", "bets", "live_bets", "top_yellow_cards",
                "top_red_cards", "trophies", "sidelined", "player_profiles", "player_teams", "player_seasons", "odds_live", "odds_mapping"
            ]
            #expect(everyTable.subtracting(written.map { String($0.dropLast(4)) }).sorted() == [])
        }
    }
}
