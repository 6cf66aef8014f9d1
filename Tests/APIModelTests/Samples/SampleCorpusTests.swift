import Testing

@testable import APIModel

/// Decodes every recorded sample with the model for its endpoint folder and checks the facts
/// read through the models against facts computed from the raw JSON.
@Suite struct SampleCorpusTests {
    @Test(arguments: Self.expectations)
    func decodesSampleThroughItsModel(path: String, expected: String) throws {
        let envelope = try Samples.envelope(path)
        let folder = String(path.prefix { $0 != "/" })
        #expect(try SampleSummary.line(folder: folder, envelope: envelope) == expected)
    }

    @Test func everySampleOnDiskHasAnExpectation() {
        let onDisk = Samples.all()
        #expect(onDisk.count == 48)
        #expect(onDisk == Self.expectations.map(\.path))
    }

    @Test func listResultsMatchTheResponseLength() throws {
        for path in Samples.all() where !path.hasPrefix("teams_statistics/") {
            let envelope = try Samples.envelope(path)
            #expect(envelope.results == (try envelope.response.elements()?.count), "\(path)")
        }
    }

    /// `folder/name.json` and the summary line `SampleSummary` must produce for it.
    static let expectations: [(path: String, expected: String)] = [
        (
            "coachs/search-tuche.json",
            #"get=coachs params=1 errors=0 results=1 paging=1/1; 1 coaches; first 40 T. Tuchel team Bayern Munich; career 5, open 1"#
        ),
        ("countries/code-us.json", #"get=countries params=1 errors=0 results=1 paging=1/1; 1 countries; first USA US"#),
        (
            "errors/countries-search-too-short-error.json",
            #"get=countries params=1 errors=1 results=0 paging=1/1; search: The Search field must be at least 3 characters in length. "#
                + #"(other)"#
        ),
        (
            "errors/fixtures-id-with-live-error.json",
            #"get=fixtures params=2 errors=1 results=0 paging=1/1; id: The Id field cannot be used with live field. (other)"#
        ),
        (
            "errors/teams-league-with-search-error.json",
            #"get=teams params=2 errors=1 results=0 paging=1/1; league: The League field cannot be used with the Search field. (other)"#
        ),
        (
            "errors/venues-country-with-search-error.json",
            #"get=venues params=2 errors=1 results=0 paging=1/1; country: The Country field cannot be used with the Search field. (other)"#
        ),
        (
            "fixtures/bundesliga-2023-status-ns-pst.json",
            #"get=fixtures params=3 errors=0 results=71 paging=1/1; 71 fixtures; first 1049115 NS null-null "Regular Season - 27"; no "#
                + #"details"#
        ),
        (
            "fixtures/epl-2024-mancity-tottenham-1208140-full.json",
            #"get=fixtures params=1 errors=0 results=1 paging=1/1; 1 fixtures; first 1208140 FT 0-4 "Regular Season - 12"; events 17 "#
                + #"lineups 2 statistics 2 players 40"#
        ),
        (
            "fixtures/epl-2024-manutd-fulham-1208021-full-seoul-tz.json",
            #"get=fixtures params=2 errors=0 results=1 paging=1/1; 1 fixtures; first 1208021 FT 1-0 "Regular Season - 1"; events 16 "#
                + #"lineups 2 statistics 2 players 40"#
        ),
        (
            "fixtures/euro-2024-league-4-pre-tournament-36-ns.json",
            #"get=fixtures params=2 errors=0 results=36 paging=1/1; 36 fixtures; first 1145509 NS null-null "Group Stage - 1"; no details"#
        ),
        (
            "fixtures/team-37-huddersfield-season-2023-all-competitions.json",
            #"get=fixtures params=2 errors=0 results=51 paging=1/1; 51 fixtures; first 1036294 FT 0-0 "Club Friendlies 3"; no details"#
        ),
        (
            "fixtures_events/epl-2020-653808-type-goal-filter.json",
            #"get=fixtures/events params=2 errors=0 results=2 paging=1/1; 2 events; first Goal/Normal Goal at 50+0; subst 0"#
        ),
        (
            "fixtures_events/epl-2020-manutd-mancity-653808.json",
            #"get=fixtures/events params=1 errors=0 results=9 paging=1/1; 9 events; first Card/Yellow Card at 48+0; subst 3"#
        ),
        (
            "fixtures_headtohead/manutd-mancity-2021-2023.json",
            #"get=fixtures/headtohead params=3 errors=0 results=8 paging=1/1; 8 fixtures; first 653808 FT 0-2 "Semi-finals"; no details"#
        ),
        (
            "fixtures_lineups/epl-2020-mancity-everton-592872.json",
            #"get=fixtures/lineups params=1 errors=0 results=2 paging=1/1; 50 4-3-3 XI 11 subs 9 coach Guardiola | 45 4-3-1-2 XI 11 "#
                + #"subs 8 coach C. Ancelotti"#
        ),
        (
            "fixtures_players/epl-2020-mancity-everton-592872.json",
            #"get=fixtures/players params=1 errors=0 results=2 paging=1/1; 50: 20 players, first Ederson rating 8.2 minutes 90 | 45: 19 "#
                + #"players, first Jordan Pickford rating 6.6 minutes 90"#
        ),
        (
            "fixtures_rounds/argentina-lpf-2024-rounds-2nd-phase.json",
            #"get=fixtures/rounds params=2 errors=0 results=27 paging=1/1; 27 rounds; first "2nd Phase - 1"; last "2nd Phase - 27""#
        ),
        (
            "fixtures_rounds/ucl-2021-rounds.json",
            #"get=fixtures/rounds params=2 errors=0 results=15 paging=1/1; 15 rounds; first "Preliminary round"; last "Final""#
        ),
        (
            "fixtures_statistics/docs-sample-215662-team463-aldosivi.json",
            #"get=fixtures/statistics params=2 errors=0 results=1 paging=1/1; 463: 16 types, Shots on Goal=3"#
        ),
        (
            "fixtures_statistics/epl-2020-653808-team33-ball-possession-filter.json",
            #"get=fixtures/statistics params=3 errors=0 results=1 paging=1/1; 33: 1 types, Ball Possession="39%""#
        ),
        (
            "fixtures_statistics/epl-2025-1378983-palace-forest-goals-prevented.json",
            #"get=fixtures/statistics params=1 errors=0 results=2 paging=1/1; 52: 18 types, Shots on Goal=4 | 65: 18 types, Shots on "#
                + #"Goal=1"#
        ),
        (
            "fixtures_statistics/epl-2025-1379012-burnley-forest.json",
            #"get=fixtures/statistics params=1 errors=0 results=2 paging=1/1; 44: 18 types, Shots on Goal=5 | 65: 18 types, Shots on "#
                + #"Goal=8"#
        ),
        (
            "fixtures_statistics/epl-2025-1379027-forest-sunderland.json",
            #"get=fixtures/statistics params=1 errors=0 results=2 paging=1/1; 65: 18 types, Shots on Goal=6 | 746: 18 types, Shots on "#
                + #"Goal=3"#
        ),
        (
            "fixtures_statistics/epl-2025-1379064-mancity-bournemouth-negative-goals-prevented.json",
            #"get=fixtures/statistics params=1 errors=0 results=2 paging=1/1; 50: 18 types, Shots on Goal=8 | 35: 18 types, Shots on "#
                + #"Goal=5"#
        ),
        (
            "fixtures_statistics/ucl-2023-1149522-team212-porto.json",
            #"get=fixtures/statistics params=2 errors=0 results=1 paging=1/1; 212: 17 types, Shots on Goal=2"#
        ),
        (
            "injuries/bundesliga-2024-03-31-by-date.json",
            #"get=injuries params=2 errors=0 results=31 paging=1/1; 31 injuries; first 46930 Missing Fixture/Yellow Cards fixture "#
                + #"1049122; questionable 4"#
        ),
        (
            "leagues/germany-current-33-leagues.json",
            #"get=leagues params=2 errors=0 results=33 paging=1/1; 33 leagues; first 989 Oberliga - Relegation Round (League) DE "#
                + #"seasons 1; current 33"#
        ),
        (
            "leagues/premier-league-id-39-all-seasons.json",
            #"get=leagues params=1 errors=0 results=1 paging=1/1; 1 leagues; first 39 Premier League (League) GB seasons 14; current 1"#
        ),
        ("leagues_seasons/all-seasons.json", #"get=leagues/seasons params=0 errors=0 results=19 paging=1/1; 19 years 2008..2026"#),
        (
            "players_seasons/player-2280-azpilicueta.json",
            #"get=players/seasons params=1 errors=0 results=18 paging=1/1; 18 years 2006..2023"#
        ),
        (
            "players_squads/netherlands-1118-national-team-numbers-null.json",
            #"get=players/squads params=1 errors=0 results=1 paging=1/1; team 1118 Netherlands; 29 players; null numbers 29"#
        ),
        (
            "players_squads/rb-leipzig-173.json",
            #"get=players/squads params=1 errors=0 results=1 paging=1/1; team 173 RB Leipzig; 26 players; null numbers 0"#
        ),
        (
            "players_topassists/bundesliga-2023.json",
            #"get=players/topassists params=2 errors=0 results=19 paging=1/1; 19 players; first 563 Álex Grimaldo goals 9 assists 11 "#
                + #"rating 7.842857; multi-club 1"#
        ),
        (
            "players_topassists/laliga-2022-early-season.json",
            #"get=players/topassists params=2 errors=0 results=20 paging=0/1; 20 players; first 47311 Mikel Merino goals 0 assists 4 "#
                + #"rating 7.287500; multi-club 0"#
        ),
        (
            "players_topscorers/epl-2020-31-rounds.json",
            #"get=players/topscorers params=2 errors=0 results=20 paging=0/1; 20 players; first 184 H. Kane goals 19 assists 13 rating "#
                + #"7.665517; multi-club 0"#
        ),
        (
            "players_topscorers/epl-2023-midseason.json",
            #"get=players/topscorers params=2 errors=0 results=20 paging=0/1; 20 players; first 1100 E. Haaland goals 14 assists 4 "#
                + #"rating 7.493333; multi-club 0"#
        ),
        (
            "players_topscorers/laliga-2022-early-season.json",
            #"get=players/topscorers params=2 errors=0 results=20 paging=0/1; 20 players; first 521 R. Lewandowski goals 9 assists 2 "#
                + #"rating 7.800000; multi-club 0"#
        ),
        (
            "players_topyellowcards/epl-2023.json",
            #"get=players/topyellowcards params=2 errors=0 results=20 paging=1/1; 20 players; first 41104 João Palhinha goals 4 assists "#
                + #"1 rating 7.162962; multi-club 0"#
        ),
        (
            "sidelined/player-181812-musiala.json",
            #"get=sidelined params=1 errors=0 results=7 paging=1/1; 7 periods; first Hamstring 2023-11-09..2023-11-30; open 0"#
        ),
        (
            "standings/argentina-copa-de-la-liga-2024-two-groups.json",
            #"get=standings params=2 errors=0 results=1 paging=1/1; 1 leagues; league 1032 season 2024; groups 14,14; leader River "#
                + #"Plate 27"#
        ),
        (
            "standings/epl-2022-final.json",
            #"get=standings params=2 errors=0 results=1 paging=1/1; 1 leagues; league 39 season 2022; groups 20; leader Manchester City 89"#
        ),
        (
            "standings/libertadores-2024-group-stage-8-groups.json",
            #"get=standings params=2 errors=0 results=1 paging=1/1; 1 leagues; league 13 season 2024; groups 4,4,4,4,4,4,4,4; leader "#
                + #"Fluminense 14"#
        ),
        (
            "teams/search-manchester-16-teams.json",
            #"get=teams params=1 errors=0 results=16 paging=1/1; 16 teams; first 33 Manchester United venue 556 Old Trafford; venues "#
                + #"without id 7"#
        ),
        ("teams_seasons/team-33-seasons.json", #"get=teams/seasons params=1 errors=0 results=14 paging=1/1; 14 years 2010..2023"#),
        (
            "teams_statistics/rb-leipzig-173-bundesliga-2022-to-2023-01-01.json",
            #"get=teams/statistics params=4 errors=0 results=11 paging=1/1; team 173 league 78 season 2022; played 15 goals 30-21 "#
                + #"average 2.0; buckets 8, formations 6"#
        ),
        (
            "transfers/player-35845-burbano-2021-fetch.json",
            #"get=transfers params=1 errors=0 results=1 paging=1/1; player 35845 Hernán Darío Burbano; 9 transfers; first 2021-01-19 "#
                + #"N/A 1470->1146"#
        ),
        (
            "transfers/player-35845-burbano.json",
            #"get=transfers params=1 errors=0 results=1 paging=1/1; player 35845 H. Burbano; 9 transfers; first 2021-01-19 N/A 1470->1146"#
        ),
        (
            "venues/search-nou-42-venues.json",
            #"get=venues params=1 errors=0 results=42 paging=1/1; 42 venues; first 1466 Barcelona Spain 7000; null addresses 13"#
        )
    ]
}
