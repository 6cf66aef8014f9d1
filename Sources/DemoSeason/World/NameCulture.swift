/// A pool of fictional people's names and where such people come from. Players, coaches and
/// referees are drawn from these; combinations are invented, spellings keep their diacritics.
package struct NameCulture: Sendable {
    /// A nationality with birth places in it.
    package struct Origin: Sendable {
        package let country: String
        package let places: [String]
    }

    package let firstNames: [String]
    package let lastNames: [String]
    /// Empty for the league's own culture: its people come from the league's country and towns.
    package let origins: [Origin]

    /// Whether the people are from the league's (fictional) country.
    package var isLocal: Bool { origins.isEmpty }
}
