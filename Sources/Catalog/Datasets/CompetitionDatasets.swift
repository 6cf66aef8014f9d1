import APIModel

extension Dataset {
    package static let leagues = Dataset("leagues")
    package static let countries = Dataset("countries")
}

extension DatasetDescriptor {
    /// The leagues catalog: names, seasons and coverage. One call answers every league.
    static let leagues = DatasetDescriptor(
        "leagues", summary: "The leagues in scope with their seasons and coverage.",
        endpoint: .leagues, requests: .once([:]), placement: .shared, lifetime: .hour,
        claims: [AnswerClaim("id", ["league", "id"])],
        absorb: { data, envelope, _ throws(APIModelError) in data.absorbCatalog(try envelope.list(of: LeagueCatalogEntry.self)) },
        tables: ["leagues"], lists: ["seasons[]"]
    )

    static let countries = DatasetDescriptor(
        "countries", summary: "The countries the API knows.",
        endpoint: .countries, requests: .once([:]), placement: .shared, lifetime: .day,
        absorb: { data, envelope, _ throws(APIModelError) in data.absorbCountries(try envelope.list(of: Country.self)) },
        tables: ["countries"]
    )
}
