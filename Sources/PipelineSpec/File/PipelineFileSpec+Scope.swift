extension PipelineFileSpec {
    /// `scope:` — leagues and seasons.
    enum Scope {
        static let country = SpecField.required(
            "country", Spec.string("a country name"), doc: "The league's country as the API names it (England, World).")
        static let leagueName = SpecField.required(
            "name", Spec.string("a league name"), doc: "The league's name as the API gives it (Premier League).")

        static let league: SpecNode<LeagueSelector> = Spec.oneOf(
            [
                Spec.integer("a league id", minimum: 1, maximum: Int(Int32.max)).map { LeagueSelector.id($0) },
                Spec.mapping("a mapping with country and name", fields: [country, leagueName]) { m in
                    LeagueSelector.named(country: m(country), name: m(leagueName))
                }
            ], "a league id 1...\(Int32.max) or a {country, name} mapping")

        static let leagues = SpecField.required(
            "leagues", Spec.uniqueList(of: league, "a list of league ids or {country, name} mappings"),
            doc: "The leagues to export: API-Football league ids (39), or {country, name} looked up in the leagues catalog.")

        static let seasons = SpecField.required(
            "seasons",
            Spec.oneOf(
                [
                    Spec.uniqueList(of: Spec.integer("a year", minimum: 1990, maximum: 2100), "a list of years 1990...2100")
                        .map { SeasonSelector.years($0) },
                    Spec.word("current").map { _ in SeasonSelector.current }
                ], "a list of years 1990...2100, or current"),
            doc: "The seasons to export: years (2023 is the season starting in 2023), or current for each league's current season.")

        static let node: SpecNode<ScopeSpec> = Spec.mapping(
            "a mapping with leagues and seasons", fields: [leagues, seasons]
        ) { m in
            ScopeSpec(leagues: m(leagues), seasons: m(seasons))
        }
    }
}
