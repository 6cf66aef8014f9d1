import APIModel
import Catalog
import Foundation
import Testing

/// The samples of the datasets whose answers are filed as they came (`FiledAnswers`), absorbed
/// the way `convert` absorbs a saved file: the envelope's `get` and `parameters` name the
/// request, the catalog names the dataset.
extension SampleRun {
    static let storedAnswers = [
        "teams/search-manchester-16-teams.json",
        "venues/search-nou-42-venues.json",
        "teams_statistics/rb-leipzig-173-bundesliga-2022-to-2023-01-01.json",
        "teams_statistics/docs-manutd-39-2019-under-over.json",
        "teams_seasons/team-33-seasons.json",
        "teams_countries/first-12-of-240-trimmed.json",
        "timezone/first-12-of-427-trimmed.json",
        "leagues_seasons/all-seasons.json",
        "injuries/bundesliga-2024-03-31-by-date.json",
        "predictions/bundesliga-2023-1049124-dortmund-stuttgart-h2h-trimmed.json",
        "odds/docs-326090-bwin-bets-trimmed.json",
        "odds_bookmakers/docs-15-bookmakers.json",
        "odds_bets/docs-search-under.json",
        "odds_live_bets/constructed-no-parameters.json",
        "odds_live/docs-721238-corners-and-line.json",
        "odds_mapping/docs-three-of-129.json",
        "fixtures_rounds/constructed-epl-2024-dates-true.json",
        "fixtures_statistics/constructed-half-true-two-teams.json",
        "players_topyellowcards/epl-2023.json",
        "players_topredcards/docs-ligue1-2020-two-entries.json",
        "trophies/player-181812-musiala.json",
        "sidelined/player-181812-musiala.json",
        "players_profiles/docs-neymar-276.json",
        "players_teams/docs-neymar-276.json",
        "players_seasons/player-2280-azpilicueta.json"
    ]

    static func addFiledAnswers(to data: inout ExtractedData) throws {
        for path in storedAnswers {
            let bytes = try TransformFixtures.bytes(path)
            let envelope = try Envelope.decode(bytes, source: path)
            let request = try #require(Request(envelope: envelope), "\(path) names no request")
            let dataset = try #require(DatasetCatalog.descriptor(serving: request), "no dataset serves \(request)")
            try dataset.absorb(&data, envelope, AnswerSource(request: request))
        }
    }
}
