package import APIModel

extension Dataset {
    package static let standings = Dataset("standings")
    package static let topScorers = Dataset("top_scorers")
    package static let topAssists = Dataset("top_assists")
    package static let topYellowCards = Dataset("top_yellow_cards")
    package static let topRedCards = Dataset("top_red_cards")
}

extension Endpoint {
    package static let topYellowCards = Endpoint("players/topyellowcards")
    package static let topRedCards = Endpoint("players/topredcards")
}

extension DatasetDescriptor {
    static let standings = DatasetDescriptor(
        "standings", summary: "The league table, per group.",
        endpoint: .standings, requests: .perLeagueSeason(variants: [[:]]), placement: .perLeagueSeason(by: .request),
        lifetime: .seasonState, coverage: .standings,
        claims: AnswerClaim.leagueSeasonItems,
        absorbAnswer: { data, envelope, source throws(APIModelError) in
            data.absorbStandings(try envelope.list(of: LeagueStandings.self), from: source)
        },
        tables: ["standings"]
    )

    static let topScorers = DatasetDescriptor(
        "top_scorers", summary: "The season's top scorers.",
        endpoint: .topScorers, requests: .perLeagueSeason(variants: [[:]]), placement: .perLeagueSeason(by: .request),
        lifetime: .seasonState, coverage: .topScorers,
        absorb: { data, envelope, request throws(APIModelError) in
            data.absorbTopList(try envelope.list(of: PlayerSeasonEntry.self), into: \.topScorers, for: request)
        },
        tables: ["top_scorers"]
    )

    static let topAssists = DatasetDescriptor(
        "top_assists", summary: "The season's top assist providers.",
        endpoint: .topAssists, requests: .perLeagueSeason(variants: [[:]]), placement: .perLeagueSeason(by: .request),
        lifetime: .seasonState, coverage: .topAssists,
        absorb: { data, envelope, request throws(APIModelError) in
            data.absorbTopList(try envelope.list(of: PlayerSeasonEntry.self), into: \.topAssists, for: request)
        },
        tables: ["top_assists"]
    )

    static let topYellowCards = DatasetDescriptor(
        "top_yellow_cards", summary: "The season's most booked players.",
        endpoint: .topYellowCards, requests: .perLeagueSeason(variants: [[:]]), placement: .perLeagueSeason(by: .request),
        lifetime: .seasonState, coverage: .topCards,
        absorb: storingList(PlayerSeasonEntry.self), tables: ["top_yellow_cards"]
    )

    static let topRedCards = DatasetDescriptor(
        "top_red_cards", summary: "The season's most sent-off players.",
        endpoint: .topRedCards, requests: .perLeagueSeason(variants: [[:]]), placement: .perLeagueSeason(by: .request),
        lifetime: .seasonState, coverage: .topCards,
        absorb: storingList(PlayerSeasonEntry.self), tables: ["top_red_cards"]
    )
}
