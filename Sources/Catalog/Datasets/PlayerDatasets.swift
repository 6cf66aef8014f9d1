import APIModel

extension Dataset {
    package static let players = Dataset("players")
    package static let transfers = Dataset("transfers")
}

extension DatasetDescriptor {
    static let players = DatasetDescriptor(
        "players", summary: "Player profiles and season totals for the players chosen by `from`.",
        endpoint: .players, requests: .perPlayer(parameter: "id", seasonsBack: true), placement: .shared, pageSize: 20,
        lifetime: .week, coverage: .players, options: .playerSelection,
        claims: [AnswerClaim("id", ["player", "id"])],
        absorb: { data, envelope, request throws(APIModelError) in
            data.absorbPlayerSeasons(try envelope.list(of: PlayerSeasonEntry.self), for: request)
        },
        tables: ["players"], lists: ["statistics[]"]
    )

    static let transfers = DatasetDescriptor(
        "transfers", summary: "Transfers of the players exported.",
        endpoint: .transfers, requests: .perPlayer(parameter: "player", seasonsBack: false), placement: .shared, lifetime: .week,
        claims: [AnswerClaim("player", ["player", "id"])],
        absorb: { data, envelope, request throws(APIModelError) in
            data.absorbTransfers(try envelope.list(of: TransferHistory.self), for: request)
        },
        tables: ["transfers"]
    )
}
