import CivilTime

/// Invents one league's clubs, grounds, kits, coaches and referees from the seed.
package struct LeagueWorldBuilder {
    let league: LeagueIdentity
    let leagueIndex: Int
    let towns: [String]
    var rng: SplitMix64

    /// A builder for the league at `index` (0-based) of a run with `seed`.
    package init(seed: UInt64, leagueIndex: Int, season: Int) {
        league = LeagueIdentity.generated(index: leagueIndex, season: season)
        self.leagueIndex = leagueIndex
        towns = TownNames.towns(seed: seed, leagueIndex: leagueIndex)
        rng = SplitMix64(seed: seed, labels: [0x77_6F_72_6C_64, UInt64(league.id)])
    }

    /// Builds the league.
    package mutating func build() -> LeagueWorld {
        let secondTier = (0..<30).map { i in
            ClubIdentity(id: league.id * 100 + 51 + i, name: clubName(town: towns[20 + i]))
        }
        let identities = (0..<20).map { i in ClubIdentity(id: league.id * 100 + 1 + i, name: clubName(town: towns[i])) }
        let strengths = rng.shuffled((0..<20).map { 0.28 + 0.6 * Double($0) / 19 + rng.double(in: -0.03...0.03) })
        var clubs: [DemoClub] = []
        for (i, identity) in identities.enumerated() {
            let coach = makeCoach(
                id: 60000 + leagueIndex * 100 + 1 + i, club: identity,
                others: identities + secondTier, isCurrent: true, successorStart: nil)
            let previous = makeCoach(
                id: 60000 + leagueIndex * 100 + 51 + i, club: identity,
                others: secondTier, isCurrent: false, successorStart: coach.career[0].start)
            let squad = makeSquad(clubIndex: i + 1, strength: strengths[i])
            clubs.append(
                DemoClub(
                    identity: identity,
                    venue: makeVenue(id: 80000 + leagueIndex * 100 + 1 + i, town: towns[i]),
                    kit: makeKit(),
                    strength: strengths[i],
                    formation: Formation.allCases[rng.weightedIndex([0.25, 0.4, 0.35])],
                    coach: coach,
                    previousCoach: previous,
                    squad: squad,
                    captainID: squad.filter { $0.position != .goalkeeper }.max { $0.quality < $1.quality }!.id,
                    penaltyTakerID: squad.filter { $0.position == .attacker }.max { $0.finishing < $1.finishing }!.id
                ))
        }
        let referees = (0..<14).map { i in
            let first = rng.pick(NameCulture.local.firstNames)
            let last = rng.pick(NameCulture.local.lastNames)
            // The API writes some referees with their country and some as initial + surname.
            return i % 3 == 0 ? "\(first.prefix(1)). \(last)" : "\(first) \(last), \(league.countryName)"
        }
        return LeagueWorld(league: league, clubs: clubs, secondTierClubs: secondTier, referees: referees)
    }

    private mutating func clubName(town: String) -> String {
        switch rng.int(in: 0...9) {
        case 0, 1: "\(town) United"
        case 2: "\(town) City"
        case 3, 4: "FC \(town)"
        case 5: "Sporting \(town)"
        case 6: "\(town) Athletic"
        case 7: "Racing \(town)"
        case 8: "\(town) Rovers"
        default: "SK \(town)"
        }
    }

    private mutating func makeVenue(id: Int, town: String) -> DemoClub.Venue {
        let name =
            switch rng.int(in: 0...4) {
            case 0: "\(town) Stadium"
            case 1: "Stadion \(town)"
            case 2: "\(rng.pick(NameCulture.local.lastNames)) Park"
            case 3: "Arena \(town)"
            default: "\(rng.pick(NameCulture.local.lastNames)) Road"
            }
        return DemoClub.Venue(id: id, name: name, city: town)
    }

    private mutating func makeKit() -> DemoClub.Kit {
        let palette = [
            "d7263d", "1b998b", "2e294e", "f46036", "0b3c5d", "f2c14e", "5d2e8c", "e4572e",
            "29335c", "4c956c", "a40e4c", "00a6ed", "000000", "ffffff", "7f0000", "003399"
        ]
        let primary = rng.pick(palette)
        let number = primary == "ffffff" || primary == "f2c14e" ? "000000" : "ffffff"
        let keeper = rng.pick(["30c492", "f5ff3c", "ff6f00", "7a3cff", "222222"])
        return DemoClub.Kit(
            primary: primary, number: number, border: primary,
            goalkeeperPrimary: keeper, goalkeeperNumber: keeper == "222222" ? "ffffff" : "000000")
    }

    /// A coach whose current spell is at `club` (current coach) or at a second-tier club after
    /// leaving `club` the day before `successorStart` (previous coach).
    private mutating func makeCoach(
        id: Int, club: ClubIdentity, others: [ClubIdentity],
        isCurrent: Bool, successorStart: CalendarDate?
    ) -> DemoCoach {
        let culture = rng.chance(0.6) ? NameCulture.local : rng.pick(NameCulture.foreign)
        let origin = culture.origins.isEmpty ? nil : rng.pick(culture.origins)
        let birth = CalendarDate(
            year: league.season - rng.int(in: 38...64), month: rng.int(in: 1...12),
            day: rng.int(in: 1...28))
        var spells: [DemoCoach.Spell] = []
        var end: CalendarDate
        if isCurrent {
            let year = league.season - rng.int(in: 0...3)
            let month = year == league.season ? rng.pick([6, 7]) : rng.pick([1, 6, 7, 7, 10])
            let start = CalendarDate(year: year, month: month, day: 1)
            spells.append(DemoCoach.Spell(club: club, start: start, end: nil))
            end = start.adding(days: -rng.int(in: 20...200))
        } else {
            let left = successorStart!.adding(days: -1)
            let newStart = left.adding(days: rng.int(in: 30...300))
            let current = newStart < CalendarDate(year: league.season, month: 7, day: 1) ? rng.pick(others) : nil
            if let current { spells.append(DemoCoach.Spell(club: current, start: newStart, end: nil)) }
            let start = left.adding(days: -rng.int(in: 400...1500))
            spells.append(DemoCoach.Spell(club: club, start: start, end: left))
            end = start.adding(days: -rng.int(in: 20...200))
        }
        for _ in 0..<rng.int(in: 1...3) {
            let start = end.adding(days: -rng.int(in: 300...1400))
            spells.append(DemoCoach.Spell(club: rng.pick(others.filter { $0 != club }), start: start, end: end))
            end = start.adding(days: -rng.int(in: 20...300))
        }
        let height = rng.chance(0.15) ? nil : rng.int(in: 170...192)
        return DemoCoach(
            id: id, firstname: rng.pick(culture.firstNames), lastname: rng.pick(culture.lastNames),
            birthDate: birth, birthPlace: origin.map { rng.pick($0.places) } ?? rng.pick(towns),
            nationality: origin?.country ?? league.countryName,
            heightCm: height, weightKg: height.map { $0 - 100 + rng.int(in: -6...8) }, career: spells
        )
    }
}
