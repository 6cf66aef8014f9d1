/// Fictional town names: every prefix × suffix pair, shuffled once per seed and dealt out in
/// disjoint slices, so no two clubs in one run share a town.
package enum TownNames {
    /// Towns dealt to one league: 20 for its clubs, then 30 for second-tier clubs.
    package static let perLeague = 50

    /// The slice of towns for the league at `index`.
    package static func towns(seed: UInt64, leagueIndex: Int) -> [String] {
        var rng = SplitMix64(seed: seed, labels: [0x70_77_6E])
        let all = rng.shuffled(prefixes.flatMap { prefix in suffixes.map { prefix + $0 } })
        let start = leagueIndex * perLeague
        return Array(all[start..<(start + perLeague)])
    }

    private static let prefixes = [
        "Ald", "Brav", "Cald", "Dorv", "Elv", "Frel", "Grav", "Hask", "Isk", "Jurn", "Kald", "Lorv",
        "Mirv", "Nesk", "Orv", "Pald", "Quar", "Rusk", "Sarv", "Tald", "Uld", "Varn", "Wrel", "Yst", "Zorv"
    ]

    private static let suffixes = [
        "ford", "haven", "burg", "mouth", "wick", "stad", "vale", "port", "field", "by", "brück",
        "købing", "heim", "dal", "ville", "gård", "ova", "ere", "ton", "holm"
    ]
}
