import JSON

/// `odds?league=&season=` pages and the `odds/bookmakers` and `odds/bets` catalogs. Each
/// bookmaker prices the forecast's percentages with its own margin: odd = 1 / (p × (1 + margin)).
struct OddsJSON {
    /// A bookmaker of the demo: id, name, margin.
    struct Bookmaker {
        let id: Int
        let name: String
        let margin: Double
    }

    /// The bookmakers the demo prices with.
    static let bookmakers = [
        Bookmaker(id: 6, name: "Bwin", margin: 0.07), Bookmaker(id: 8, name: "Bet365", margin: 0.05),
        Bookmaker(id: 11, name: "1xBet", margin: 0.04)
    ]
    /// The bets priced: `Match Winner` and `Goals Over/Under`.
    static let bets = [(id: 1, name: "Match Winner"), (id: 5, name: "Goals Over/Under")]
    /// The goal lines priced (`Over 1.5` …).
    static let goalLines = [1, 2, 3]

    let world: LeagueWorld
    let seed: UInt64

    /// `odds/bookmakers`.
    static func bookmakersResponse() -> [JSONValue] {
        bookmakers.map { .object(["id": .int($0.id), "name": .string($0.name)]) }
    }

    /// `odds/bets`.
    static func betsResponse() -> [JSONValue] {
        bets.map { .object(["id": .int($0.id), "name": .string($0.name)]) }
    }

    /// One fixture's item: two or three bookmakers.
    func item(_ forecast: MatchForecast) -> JSONValue {
        let league = world.league
        let fixture = forecast.fixture
        var rng = SplitMix64(seed: seed, labels: [0x6F_64_64, UInt64(fixture.id)])
        let skipped = rng.chance(0.4) ? rng.int(in: 0...(Self.bookmakers.count - 1)) : nil
        let priced = Self.bookmakers.indices.filter { $0 != skipped }.map { Self.bookmakers[$0] }
        return .object([
            "league": .league(league),
            "fixture": .kickoff(fixture),
            "update": .string(fixture.kickoff.adding(minutes: -26 * 60).iso),
            "bookmakers": .array(priced.map { bookmaker($0, forecast) })
        ])
    }

    private func bookmaker(_ bookmaker: Bookmaker, _ forecast: MatchForecast) -> JSONValue {
        let outcomes = zip(["Home", "Draw", "Away"], forecast.percent).map { ($0, Double($1) / 100) }
        let goals = Self.goalLines.flatMap { line in
            let over = forecast.overProbability(line: line)
            return [("Over \(line).5", over), ("Under \(line).5", 1 - over)]
        }
        let values = [outcomes, goals].map { pairs in
            JSONValue.array(
                pairs.map { name, probability in
                    .object(["value": .string(name), "odd": .string(Self.odd(probability, margin: bookmaker.margin))])
                })
        }
        return .object([
            "id": .int(bookmaker.id), "name": .string(bookmaker.name),
            "bets": .array(
                zip(Self.bets, values).map { bet, values in
                    .object(["id": .int(bet.id), "name": .string(bet.name), "values": values])
                })
        ])
    }

    /// `1.85`: the decimal odd for a probability with the margin added, at least 1.01, at most 51.
    static func odd(_ probability: Double, margin: Double) -> String {
        let hundredths = Int((100 / max(probability * (1 + margin), 1.0 / 51)).rounded())
        return DecimalText.twoDecimals(hundredths: max(101, hundredths))
    }
}
