import APIModel
import Testing

/// `MatchStatus` against the statuses API-Football documents for `fixture.status.short`
/// (the list in the API's documentation, copied in the project's design notes §6), judged by
/// that list: every documented status is known, and each named set holds what the
/// documentation's descriptions say.
@Suite struct MatchStatusTests {
    /// The documented statuses, in the documentation's order.
    static let documented = [
        "TBD", "NS", "1H", "HT", "2H", "ET", "BT", "P", "SUSP", "INT", "LIVE", "FT", "AET", "PEN", "PST", "CANC", "ABD", "AWD", "WO"
    ]

    @Test func everyDocumentedStatusIsKnownAndNoOther() {
        #expect(MatchStatus.allCases.map(\.rawValue) == Self.documented)
    }

    @Test func theNamedSetsHoldWhatTheDocumentationSays() {
        func codes(_ group: MatchStatus.Group) -> Set<String> { Set(MatchStatus.members(of: group).map(\.rawValue)) }
        #expect(codes(.notStarted) == ["TBD", "NS"])
        #expect(codes(.live) == ["1H", "HT", "2H", "ET", "BT", "P", "SUSP", "INT", "LIVE"])
        #expect(codes(.played) == ["FT", "AET", "PEN"])
        #expect(codes(.finished) == ["FT", "AET", "PEN", "AWD", "WO"])
        #expect(codes(.settled) == ["FT", "AET", "PEN", "AWD", "WO", "CANC"])
        #expect(codes(.postponed) == ["PST"])
        #expect(codes(.abandoned) == ["ABD"])
        #expect(codes(.withoutDetails) == ["TBD", "NS", "PST", "CANC", "ABD", "AWD", "WO"])
    }

    /// Every status is exactly one of: in play, played to the end, or without details.
    @Test(arguments: MatchStatus.allCases)
    func everyStatusHasOneKindOfDetails(status: MatchStatus) {
        let kinds = [MatchStatus.Group.live, .played, .withoutDetails].filter(status.is)
        #expect(kinds.count == 1, "\(status.rawValue): \(kinds)")
    }

    @Test func anUndocumentedOrMissingStatusIsInNoSet() {
        for group in MatchStatus.Group.allCases {
            #expect(!MatchStatus.short("XYZ", is: group))
            #expect(!MatchStatus.short(nil, is: group))
        }
        #expect(MatchStatus.short("CANC", is: .settled) && !MatchStatus.short("CANC", is: .finished))
    }
}
