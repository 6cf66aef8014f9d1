import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct EventKindTests {
    @Test(arguments: [
        ("Goal", "Normal Goal", EventKind.goal),
        ("Goal", "Own Goal", .ownGoal),
        ("Goal", "Penalty", .penaltyGoal),
        ("Goal", "Missed Penalty", .missedPenalty),
        ("goal", "MISSED PENALTY", .missedPenalty),
        ("Card", "Yellow Card", .yellowCard),
        ("Card", "Second Yellow card", .secondYellow),
        ("Card", "Red Card", .redCard),
        ("Card", "Red card", .redCard),
        ("Card", "Blue Card", .other),
        ("subst", "Substitution 1", .substitution),
        ("Subst", "Substitution 6", .substitution),
        ("Var", "Goal cancelled", .var),
        ("Var", "Penalty confirmed", .var),
        ("Goal", "", .goal),
        ("Injury", "Knee", .other),
        ("", "", .other)
    ])
    func normalisesTypeAndDetail(type: String, detail: String, expected: EventKind) {
        #expect(EventKind.of(type: type, detail: detail) == expected)
    }

    /// The events table writes, for each event, the kind normalised from that row's own API
    /// `type` and `detail`, under the names the table documents.
    /// The (type, detail, kind) of each event of the sample match, in table order, written out
    /// by hand from the sample answer, so the test does not ask `EventKind` what to expect.
    static let sampleMatchEvents: [(type: String, detail: String, kind: String)] = [
        ("Card", "Yellow Card", "yellow_card"), ("Goal", "Normal Goal", "goal"), ("Goal", "Normal Goal", "goal"),
        ("subst", "Substitution 1", "substitution"), ("Goal", "Normal Goal", "goal"), ("Card", "Yellow Card", "yellow_card"),
        ("subst", "Substitution 1", "substitution"), ("subst", "Substitution 2", "substitution"),
        ("subst", "Substitution 3", "substitution"), ("Card", "Yellow Card", "yellow_card"),
        ("Card", "Yellow Card", "yellow_card"), ("Card", "Yellow Card", "yellow_card"),
        ("subst", "Substitution 2", "substitution"), ("subst", "Substitution 3", "substitution"),
        ("subst", "Substitution 4", "substitution"), ("Card", "Yellow Card", "yellow_card"), ("Goal", "Normal Goal", "goal")
    ]

    @Test func theEventsTableWritesTheNormalisedKindOfEachEvent() throws {
        var data = ExtractedData()
        let fixture = try SampleResponse.fixture(SampleRun.manCityTottenham)
        data.fixtureDetails[fixture.id] = fixture
        let table = try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.events))
        let types = table.values(of: "type")
        let details = table.values(of: "detail")
        let kinds = table.values(of: "kind")
        let expected = Self.sampleMatchEvents
        #expect(types == expected.map { .text($0.type) })
        #expect(details == expected.map { .text($0.detail) })
        #expect(kinds == expected.map { .text($0.kind) })
    }
}
