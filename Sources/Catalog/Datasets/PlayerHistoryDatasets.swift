package import APIModel

extension Endpoint {
    package static let trophies = Endpoint("trophies")
    package static let sidelined = Endpoint("sidelined")
    package static let playersProfiles = Endpoint("players/profiles")
    package static let playersTeams = Endpoint("players/teams")
    package static let playersSeasons = Endpoint("players/seasons")
}

extension Dataset {
    package static let trophies = Dataset("trophies")
    package static let sidelined = Dataset("sidelined")
    package static let playerProfiles = Dataset("player_profiles")
    package static let playerTeams = Dataset("player_teams")
    package static let playerSeasons = Dataset("player_seasons")
}

/// A selected player's (`players.from`) career beyond one season: one call per player each.
/// `trophies` and `sidelined` also accept `players=` with up to 20 ids, but no saved answer
/// shows whether a batched answer says which player each item belongs to, so the planner asks
/// per player, where the request names the player.
extension DatasetDescriptor {
    static let trophies = career(
        "trophies", .trophies, "Trophies each selected player won or reached the final of.", Trophy.self, table: "trophies")
    static let sidelined = career(
        "sidelined", .sidelined, "Each selected player's injuries and suspensions, with dates.", SidelinedPeriod.self, table: "sidelined")
    static let playerProfiles = career(
        "player_profiles", .playersProfiles, "Each selected player's profile: birth, nationality, height, weight, position.",
        PlayerProfileEntry.self, table: "player_profiles", claims: [AnswerClaim("player", ["player", "id"])])
    static let playerTeams = career(
        "player_teams", .playersTeams, "Every team and season of each selected player's career.", PlayerTeamSeasons.self,
        table: "player_teams")
    static let playerSeasons = career(
        "player_seasons", .playersSeasons, "The seasons the API has statistics for, for each selected player.", Int.self,
        table: "player_seasons")

    /// `<endpoint>?player=ID` for every selected player, kept a week.
    private static func career<Model: APIDecodable>(
        _ name: String, _ endpoint: Endpoint, _ summary: String, _ model: Model.Type, table: String, claims: [AnswerClaim] = []
    ) -> DatasetDescriptor {
        DatasetDescriptor(
            name, summary: summary, endpoint: endpoint, requests: .perPlayer(parameter: "player", seasonsBack: false), placement: .shared,
            lifetime: .week, claims: claims, serves: { $0["player"] != nil }, absorb: storingList(model), tables: [table]
        )
    }
}
