import Testing

@testable import Transform

/// Timelines of real responses; every expected line was worked out by reading the JSON.
@Suite struct EventTimelineRecordedTests {
    /// Man City 0–4 Tottenham, 2024-11-23: the API flips every substitution (`player` is the one
    /// coming on from the bench), which the lineups reveal.
    @Test func manCityTottenhamFlipsEverySubstitution() throws {
        let match = try RecordedMatch.load("fixtures/epl-2024-mancity-tottenham-1208140-full.json")
        let fixture = try #require(match.fixture)
        let timeline = EventTimeline(events: match.events, fixture: fixture)
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 1' first_half yellow_card away 0-0 Y. Bissouma",
                "2 13' first_half goal away 0-1 J. Maddison",
                "3 20' first_half goal away 0-2 J. Maddison",
                "4 46' second_half substitution home 0-2 off J. Stones on N. Ake lineups substitution_flipped",
                "5 52' second_half goal away 0-3 P. Porro",
                "6 55' second_half yellow_card home 0-3 R. Lewis",
                "7 63' second_half substitution away 0-3 off Son Heung-Min on B. Johnson lineups substitution_flipped",
                "8 74' second_half substitution home 0-3 off R. Lewis on J. Grealish lineups substitution_flipped",
                "9 74' second_half substitution home 0-3 off Savinho on K. De Bruyne lineups substitution_flipped",
                "10 78' second_half yellow_card home 0-3 B. Silva",
                "11 80' second_half yellow_card home 0-3 K. De Bruyne",
                "12 80' second_half yellow_card away 0-3 P. M. Sarr",
                "13 89' second_half substitution away 0-3 off J. Maddison on T. Werner lineups substitution_flipped",
                "14 90' second_half substitution away 0-3 off D. Udogie on D. Spence lineups substitution_flipped",
                "15 90' second_half substitution away 0-3 off P. M. Sarr on L. Bergvall lineups substitution_flipped",
                "16 90+2' second_half yellow_card home 0-3 M. Akanji",
                "17 90+3' second_half goal away 0-4 B. Johnson"
            ])
        #expect(timeline.entries[3].substitution?.playerOff == EventPlayer(id: 626, name: "J. Stones"))
        #expect(timeline.entries[3].substitution?.playerOn == EventPlayer(id: 18861, name: "N. Ake"))
        #expect(timeline.check == .matches)
    }

    /// Man United 1–0 Fulham, 2024-08-17 (fetched with timezone Asia/Seoul): substitutions in
    /// the documented order, confirmed by the lineups; the scorer came on as a substitute.
    @Test func manUnitedFulhamKeepsTheDocumentedOrder() throws {
        let match = try RecordedMatch.load("fixtures/epl-2024-manutd-fulham-1208021-full-seoul-tz.json")
        let fixture = try #require(match.fixture)
        let timeline = EventTimeline(events: match.events, fixture: fixture)
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 18' first_half yellow_card home 0-0 Mason Mount",
                "2 25' first_half yellow_card away 0-0 Calvin Bassey",
                "3 40' first_half yellow_card home 0-0 Harry Maguire",
                "4 61' second_half substitution home 0-0 off A. Diallo on A. Garnacho lineups",
                "5 61' second_half substitution home 0-0 off M. Mount on J. Zirkzee lineups",
                "6 64' second_half substitution away 0-0 off E. Smith Rowe on T. Cairney lineups",
                "7 70' second_half yellow_card away 0-0 Andreas Pereira",
                "8 73' second_half yellow_card away 0-0 Tom Cairney",
                "9 78' second_half substitution away 0-0 off Rodrigo Muniz on R. Jiménez lineups",
                "10 78' second_half substitution away 0-0 off Adama Traoré on H. Wilson lineups",
                "11 81' second_half substitution home 0-0 off N. Mazraoui on M. de Ligt lineups",
                "12 81' second_half substitution home 0-0 off H. Maguire on J. Evans lineups",
                "13 84' second_half substitution home 0-0 off K. Mainoo on S. McTominay lineups",
                "14 87' second_half goal home 1-0 J. Zirkzee",
                "15 90+1' second_half substitution away 1-0 off S. Lukić on J. Stansfield lineups",
                "16 90+1' second_half substitution away 1-0 off Andreas Pereira on H. Reed lineups"
            ])
        #expect(timeline.check == .matches)
    }

    /// Man United 0–2 Man City, League Cup semi-final 2021-01-06 (teams and score from the
    /// head-to-head sample): a bare events response, so no lineups can decide substitutions.
    @Test func manchesterDerbyWithoutLineupsFallsBackToTheDocumentedOrder() throws {
        let match = try RecordedMatch.load("fixtures_events/epl-2020-manutd-mancity-653808.json")
        #expect(match.fixture == nil)
        let fixture = TimelineFixture(homeTeamID: 33, awayTeamID: 50, finalScore: MatchScore(home: 0, away: 2))
        let timeline = EventTimeline(events: match.events, fixture: fixture)
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 48' second_half yellow_card away 0-0 Fernandinho",
                "2 50' second_half goal away 0-1 J. Stones",
                "3 69' second_half yellow_card home 0-1 Fred",
                "4 75' second_half substitution home 0-1 off S. McTominay on M. Greenwood documented_order",
                "5 78' second_half yellow_card away 0-1 João Cancelo",
                "6 79' second_half substitution away 0-1 off R. Mahrez on Rodri documented_order",
                "7 83' second_half goal away 0-2 Fernandinho",
                "8 88' second_half substitution home 0-2 off Fred on D. van de Beek documented_order",
                "9 90' second_half yellow_card home 0-2 Luke Shaw"
            ])
        #expect(timeline.check == .matches)
    }

    @Test func reportsWhenTheRecordedScoreIsNotReached() throws {
        let match = try RecordedMatch.load("fixtures_events/epl-2020-manutd-mancity-653808.json")
        let withoutLastGoal = match.events.filter { $0.position != 6 }
        let fixture = TimelineFixture(homeTeamID: 33, awayTeamID: 50, finalScore: MatchScore(home: 0, away: 2))
        let timeline = EventTimeline(events: withoutLastGoal, fixture: fixture)
        #expect(timeline.check == .mismatch(expected: MatchScore(home: 0, away: 2), computed: MatchScore(home: 0, away: 1)))
        #expect(timeline.entries.count == 8)
    }
}
