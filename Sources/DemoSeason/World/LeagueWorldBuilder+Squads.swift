import CivilTime

/// Squads: 25–30 players per club with numbers, positions, profiles and hidden ratings.
extension LeagueWorldBuilder {
    /// A squad for the club at `clubIndex` (1-based), better players for stronger clubs.
    mutating func makeSquad(clubIndex: Int, strength: Double) -> [DemoPlayer] {
        var counts: [(PlayerPosition, Int)] = [
            (.goalkeeper, 3), (.defender, rng.int(in: 8...10)), (.midfielder, rng.int(in: 8...10)),
            (.attacker, rng.int(in: 5...7))
        ]
        if counts.map(\.1).reduce(0, +) < 25 { counts[2].1 += 1 }
        var used: Set<Int> = []
        var names: Set<String> = []
        var players: [DemoPlayer] = []
        for (position, count) in counts {
            var preferred = rng.shuffled(Self.preferredNumbers(position))
            for _ in 0..<count {
                let number = pickNumber(preferred: &preferred, used: &used, first: players.isEmpty)
                let id = league.id * 10000 + clubIndex * 100 + players.count + 1
                players.append(
                    makePlayer(
                        id: id, position: position, number: number, strength: strength,
                        taken: &names))
            }
        }
        return players
    }

    private mutating func pickNumber(preferred: inout [Int], used: inout Set<Int>, first: Bool) -> Int {
        var number = first ? 1 : 0
        while number == 0, let candidate = preferred.first {
            preferred.removeFirst()
            if !used.contains(candidate) { number = candidate }
        }
        while number == 0 || (used.contains(number)) {
            number = rng.chance(0.1) ? rng.int(in: 46...99) : rng.int(in: 12...45)
        }
        used.insert(number)
        return number
    }

    private static func preferredNumbers(_ position: PlayerPosition) -> [Int] {
        switch position {
        case .goalkeeper: [13, 31, 25, 40]
        case .defender: [2, 3, 4, 5, 6, 12, 15, 22, 23, 24, 26, 33]
        case .midfielder: [8, 10, 14, 16, 18, 20, 21, 27, 28, 30]
        case .attacker: [7, 9, 11, 17, 19, 29]
        }
    }

    /// A player whose short name (`Ł. Łapiński`) no team-mate already has.
    private mutating func makePlayer(
        id: Int, position: PlayerPosition, number: Int, strength: Double,
        taken: inout Set<String>
    ) -> DemoPlayer {
        let culture = rng.chance(0.55) ? NameCulture.local : rng.pick(NameCulture.foreign)
        let origin = culture.origins.isEmpty ? nil : rng.pick(culture.origins)
        var firstname = ""
        var lastname = ""
        repeat {
            firstname = rng.pick(culture.firstNames)
            lastname = rng.pick(culture.lastNames)
        } while taken.contains("\(firstname.prefix(1)). \(lastname)")
        taken.insert("\(firstname.prefix(1)). \(lastname)")
        let age = 17 + rng.int(in: 0...6) + rng.int(in: 0...6) + rng.int(in: 0...5)
        let birth = CalendarDate(year: league.season - age, month: rng.int(in: 1...12), day: rng.int(in: 1...28))
        let quality = min(0.97, 0.4 * strength + rng.double(in: 0.2...0.6))
        let height: Int? =
            switch position {
            case .goalkeeper: rng.int(in: 185...199)
            case .defender: rng.int(in: 177...195)
            case .midfielder: rng.int(in: 166...187)
            case .attacker: rng.int(in: 169...193)
            }
        let hasBody = !rng.chance(0.05)
        let (finishing, creativity, aggression): (Double, Double, Double) =
            switch position {
            case .goalkeeper: (0, 0.02, rng.double(in: 0.1...0.3))
            case .defender: (rng.double(in: 0.05...0.3), rng.double(in: 0.2...0.7), rng.double(in: 0.7...1.6))
            case .midfielder: (rng.double(in: 0.25...1.0), rng.double(in: 0.8...1.9), rng.double(in: 0.6...1.5))
            case .attacker: (rng.double(in: 1.0...2.4), rng.double(in: 0.6...1.4), rng.double(in: 0.3...1.0))
            }
        return DemoPlayer(
            id: id, firstname: firstname, lastname: lastname,
            birthDate: birth,
            birthPlace: rng.chance(0.08) ? nil : origin.map { rng.pick($0.places) } ?? rng.pick(towns),
            birthCountry: origin?.country ?? league.countryName,
            nationality: origin?.country ?? league.countryName,
            heightCm: hasBody ? height : nil,
            weightKg: hasBody ? height.map { $0 - 105 + rng.int(in: -5...7) } : nil,
            position: position, number: number, quality: quality,
            finishing: finishing * (0.6 + quality), creativity: creativity * (0.6 + quality), aggression: aggression
        )
    }
}
