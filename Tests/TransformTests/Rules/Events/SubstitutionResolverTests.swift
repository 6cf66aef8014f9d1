import Testing

@testable import Transform

@Suite struct SubstitutionResolverTests {
    let home = 1, away = 2
    let lineup = TeamLineup(teamID: 1, starters: [1, 2, 3, 4], bench: [11, 12, 13])

    private func substitution(
        _ position: Int, _ minute: Int, team: Int = 1, player: Int?, _ playerName: String, assist: Int?, _ assistName: String
    ) -> MatchEvent {
        syntheticEvent(
            position, minute, team: team, "subst", "Substitution \(position + 1)", playerName, id: player, assist: assistName,
            assistID: assist)
    }

    @Test func decidesEachSubstitutionFromWhoIsOnThePitchAndWhoIsOnTheBench() {
        let events = [
            // Flipped: `player` 11 is an unused substitute, `assist` 1 a starter.
            substitution(0, 60, player: 11, "Sub Eleven", assist: 1, "Starter One"),
            // Documented: starter 2 off, substitute 12 on.
            substitution(1, 65, player: 2, "Starter Two", assist: 12, "Sub Twelve"),
            // Flipped again: 11, on since 60', goes off; 13 comes on.
            substitution(2, 80, player: 13, "Sub Thirteen", assist: 11, "Sub Eleven"),
            // Lower-league data: the player coming on has no id, but starter 3 can only go off.
            substitution(3, 82, player: 3, "Starter Three", assist: nil, "Newcomer"),
            // Neither id is in the lineup: the documented order stands.
            substitution(4, 85, player: 98, "Stranger A", assist: 99, "Stranger B"),
            // The away team has no lineup: the documented order stands.
            substitution(5, 86, team: away, player: 21, "Away One", assist: 31, "Away Sub")
        ]
        let timeline = EventTimeline(
            events: events,
            fixture: TimelineFixture(homeTeamID: home, awayTeamID: away, finalScore: .zero, lineups: [lineup])
        )
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 60' second_half substitution home 0-0 off Starter One on Sub Eleven lineups substitution_flipped",
                "2 65' second_half substitution home 0-0 off Starter Two on Sub Twelve lineups",
                "3 80' second_half substitution home 0-0 off Sub Eleven on Sub Thirteen lineups substitution_flipped",
                "4 82' second_half substitution home 0-0 off Starter Three on Newcomer lineups",
                "5 85' second_half substitution home 0-0 off Stranger A on Stranger B documented_order",
                "6 86' second_half substitution away 0-0 off Away One on Away Sub documented_order"
            ])
    }

    @Test func keepsTheDocumentedOrderWhenTheLineupsPointBothWays() {
        // Both are starters (a lineup error): evidence for either direction, so no decision.
        var resolver = SubstitutionResolver(lineups: [lineup])
        let resolved = resolver.resolve(substitution(0, 50, player: 1, "Starter One", assist: 2, "Starter Two"))
        #expect(
            resolved.substitution
                == TimelineSubstitution(
                    playerOff: EventPlayer(id: 1, name: "Starter One"), playerOn: EventPlayer(id: 2, name: "Starter Two"),
                    rule: .documentedOrder
                ))
        #expect(resolved.flipped == false)
    }

    @Test func treatsIdZeroAsUnknown() {
        var resolver = SubstitutionResolver(lineups: [TeamLineup(teamID: 1, starters: [0, 1], bench: [0, 11])])
        let resolved = resolver.resolve(substitution(0, 50, player: 0, "Unknown", assist: 0, "Also unknown"))
        #expect(resolved.substitution.rule == .documentedOrder)
    }

    @Test func learnsFromEarlierSubstitutionsEvenWithoutLineups() {
        var resolver = SubstitutionResolver(lineups: [])
        let first = resolver.resolve(substitution(0, 50, player: 5, "Five", assist: 15, "Fifteen"))
        // 15 came on at 50' (documented order), so at 80' 15 is the one going off.
        let second = resolver.resolve(substitution(1, 80, player: 16, "Sixteen", assist: 15, "Fifteen"))
        #expect(first.substitution.rule == .documentedOrder)
        #expect(
            second.substitution
                == TimelineSubstitution(
                    playerOff: EventPlayer(id: 15, name: "Fifteen"), playerOn: EventPlayer(id: 16, name: "Sixteen"), rule: .lineups
                ))
        #expect(second.flipped)
    }
}
