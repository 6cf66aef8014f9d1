/// A generated league: its id (9001…), name and fictional country, and the second tier its
/// bottom clubs drop into (named in standings descriptions and earlier-season statistics).
package struct LeagueIdentity: Sendable {
    package let id: Int
    package let name: String
    package let countryName: String
    /// A user-assigned ISO code (`XA`…), so no real country is implied.
    package let countryCode: String
    package let secondTierID: Int
    package let secondTierName: String
    /// The season the recordings are for.
    package let season: Int

    /// The API's media URL for the league logo.
    package var logo: String { Self.logo(id) }

    /// The API's media URL for the country flag.
    package var flag: String { "https://media.api-sports.io/flags/\(countryCode.lowercased()).svg" }

    /// The media URL of any league's logo.
    package static func logo(_ id: Int) -> String { "https://media.api-sports.io/football/leagues/\(id).png" }

    /// The most leagues one run can generate (ids 9001…9009).
    package static let maximumCount = 9

    /// The identity of the league at `index` (0-based) for `season`.
    package static func generated(index: Int, season: Int) -> LeagueIdentity {
        let (country, code, name) = table[index]
        return LeagueIdentity(
            id: 9001 + index, name: name, countryName: country, countryCode: code,
            secondTierID: 9101 + index, secondTierName: "\(country) Second Division", season: season
        )
    }

    private static let table: [(String, String, String)] = [
        ("Aldoria", "XA", "Premier Division"),
        ("Borvania", "XB", "Superliga"),
        ("Calveria", "XC", "Primera Liga"),
        ("Dravonia", "XD", "Ekstraliga"),
        ("Estmark", "XE", "Eliteserie"),
        ("Fjordania", "XF", "Ligaen"),
        ("Galvera", "XG", "Serie Oro"),
        ("Halvoria", "XH", "Birinci Lig"),
        ("Ilvarra", "XI", "Division d'Honneur")
    ]
}
