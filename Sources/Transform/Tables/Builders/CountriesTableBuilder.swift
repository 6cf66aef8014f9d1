import APIModel
import Tabular

/// `countries` and `team_countries`: one row per country name, sorted by name (a name listed
/// twice: the first).
enum CountriesTableBuilder {
    /// One country of the answer.
    final class Row: Sendable {
        let country: Country

        /// A row of `country`.
        init(_ country: Country) {
            self.country = country
        }
    }

    /// The columns, in output order.
    static func layout(_ name: TableName) -> TableLayout<Row> {
        TableLayout<Row>(
            name, key: ["name"],
            columns: [
                .text("name", label: "Country", "Country name as the API spells it.") { $0.country.name },
                .text("code", label: "Code", "Country code as the API sends it (ISO 3166-1 alpha-2, or e.g. GB-ENG); empty for World.") {
                    $0.country.code
                },
                .text("flag", label: "Flag", "URL of the country's flag image (SVG).") { $0.country.flag }
            ])
    }

    /// The table of the `countries` answer; a country without a name sorts last.
    static func build(_ countries: [Country], as name: TableName = .countries) -> Table {
        var seen = Set<String?>()
        let unique = countries.filter { seen.insert($0.name).inserted }
        let sorted = unique.enumerated().sorted { a, b in
            switch (a.element.name, b.element.name) {
            case (let x?, let y?) where x != y: x < y
            case (nil, _?): false
            case (_?, nil): true
            default: a.offset < b.offset
            }
        }
        return layout(name).table(sorted.map { Row($0.element) })
    }
}
