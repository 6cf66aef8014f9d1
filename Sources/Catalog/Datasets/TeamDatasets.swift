import APIModel

extension Dataset {
    package static let squads = Dataset("squads")
    package static let coaches = Dataset("coaches")
}

extension DatasetDescriptor {
    static let squads = DatasetDescriptor(
        "squads", summary: "Each team's current squad.",
        endpoint: .squads, requests: .perTeam(withLeagueSeason: false), placement: .shared, lifetime: .week,
        claims: [AnswerClaim("team", ["team", "id"])],
        absorb: { data, envelope, request throws(APIModelError) in
            data.absorbSquads(try envelope.list(of: Squad.self), for: request)
        },
        tables: ["squads"]
    )

    static let coaches = DatasetDescriptor(
        "coaches", summary: "Each team's coaches and their careers.",
        endpoint: .coaches, requests: .perTeam(withLeagueSeason: false), placement: .shared, lifetime: .week,
        absorb: { data, envelope, request throws(APIModelError) in
            data.absorbCoaches(try envelope.list(of: Coach.self), for: request)
        },
        tables: ["coaches"]
    )
}
