import CivilTime
import JSON

/// The `leagues` and `countries` catalogs: the generated leagues (with their second tiers and
/// fictional countries) among real-world entries, leagues by id, countries by name.
struct CatalogJSON {
    /// The generated leagues of this run.
    let leagues: [LeagueIdentity]

    /// `leagues` with no parameters.
    func leaguesResponse() -> [JSONValue] {
        var entries: [(id: Int, value: JSONValue)] = []
        for league in leagues {
            let years = Array((league.season - 4)...league.season)
            entries.append(
                (
                    league.id,
                    entry(
                        id: league.id, name: league.name, type: "League",
                        country: (league.countryName, league.countryCode, league.flag),
                        seasons: years.map { span(europeanYear: $0) }, coverage: .full)
                ))
            entries.append(
                (
                    league.secondTierID,
                    entry(
                        id: league.secondTierID, name: league.secondTierName,
                        type: "League",
                        country: (league.countryName, league.countryCode, league.flag),
                        seasons: years.map { span(europeanYear: $0) }, coverage: .minimal)
                ))
        }
        for competition in RealWorldCatalog.competitions {
            let country = RealWorldCatalog.countries.first { $0.name == competition.country }!
            entries.append(
                (
                    competition.id,
                    entry(
                        id: competition.id, name: competition.name, type: competition.type,
                        country: (country.name, country.code, country.flagFile.map(Self.flag)),
                        seasons: spans(competition), coverage: competition.coverage)
                ))
        }
        return entries.sorted { $0.id < $1.id }.map(\.value)
    }

    /// `countries` with no parameters.
    func countriesResponse() -> [JSONValue] {
        var countries = RealWorldCatalog.countries.map { ($0.name, $0.code, $0.flagFile.map(Self.flag)) }
        countries += leagues.map { ($0.countryName, Optional($0.countryCode), Optional($0.flag)) }
        return countries.sorted { ($0.0.lowercased(), $0.0) < ($1.0.lowercased(), $1.0) }.map { name, code, flag in
            .object(["name": .string(name), "code": .text(code), "flag": .text(flag)])
        }
    }

    private static func flag(_ file: String) -> String { "https://media.api-sports.io/flags/\(file).svg" }

    /// A season's year and dates.
    private struct Span {
        let year: Int
        let start: CalendarDate
        let end: CalendarDate
    }

    private func span(europeanYear year: Int) -> Span {
        // The first round starts on the Friday before the opening Saturday.
        Span(
            year: year, start: SeasonScheduler.firstSaturday(season: year).adding(days: -1),
            end: SeasonScheduler.firstSaturday(season: year).adding(days: SeasonScheduler.seasonLengthDays))
    }

    private func tournament(_ year: Int, from: (Int, Int, Int), to: (Int, Int, Int)) -> Span {
        Span(
            year: year, start: CalendarDate(year: from.0, month: from.1, day: from.2),
            end: CalendarDate(year: to.0, month: to.1, day: to.2))
    }

    private func spans(_ competition: RealWorldCatalog.Competition) -> [Span] {
        switch competition.id {
        case 1:
            return [
                tournament(2018, from: (2018, 6, 14), to: (2018, 7, 15)),
                tournament(2022, from: (2022, 11, 20), to: (2022, 12, 18))
            ]
        case 4:
            return [
                tournament(2016, from: (2016, 6, 10), to: (2016, 7, 10)),
                tournament(2020, from: (2021, 6, 11), to: (2021, 7, 11)),
                tournament(2024, from: (2024, 6, 14), to: (2024, 7, 14))
            ]
        default:
            if competition.calendarYear {
                return (2019...2024).map {
                    Span(
                        year: $0, start: CalendarDate(year: $0, month: 2, day: 24),
                        end: CalendarDate(year: $0, month: 11, day: 30))
                }
            }
            return (2019...2023).map(span(europeanYear:))
        }
    }

    private func entry(
        id: Int, name: String, type: String, country: (String, String?, String?),
        seasons: [Span], coverage: RealWorldCatalog.Coverage
    ) -> JSONValue {
        .object([
            "league": .object([
                "id": .int(id), "name": .string(name), "type": .string(type),
                "logo": .string(LeagueIdentity.logo(id))
            ]),
            "country": .object(["name": .string(country.0), "code": .text(country.1), "flag": .text(country.2)]),
            "seasons": .array(
                seasons.enumerated().map { index, span in
                    let current = index == seasons.count - 1
                    return .object([
                        "year": .int(span.year), "start": .string(span.start.isoText), "end": .string(span.end.isoText),
                        "current": .bool(current), "coverage": self.coverage(coverage, current: current, cup: type == "Cup")
                    ])
                })
        ])
    }

    private func coverage(_ level: RealWorldCatalog.Coverage, current: Bool, cup: Bool) -> JSONValue {
        let full = level == .full
        let lineups = level != .minimal
        return .object([
            "fixtures": .object([
                "events": .bool(true), "lineups": .bool(lineups),
                "statistics_fixtures": .bool(full), "statistics_players": .bool(full)
            ]),
            "standings": .bool(!cup || full),
            "players": .bool(lineups),
            "top_scorers": .bool(lineups), "top_assists": .bool(lineups), "top_cards": .bool(lineups),
            "injuries": .bool(full && current),
            "predictions": .bool(true),
            "odds": .bool(full && current)
        ])
    }
}
