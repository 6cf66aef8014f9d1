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
        ("", "", .other),
    ])
    func normalisesTypeAndDetail(type: String, detail: String, expected: EventKind) {
        #expect(EventKind.of(type: type, detail: detail) == expected)
    }

    /// The events table writes, for each event, the kind normalised from that row's own API
    /// `type` and `detail`, under the names the table documents.
    @Test func theEventsTableWritesTheNormalisedKindOfEachEvent() throws {
        var data = ExtractedData()
        let fixture = try SampleResponse.fixture(SampleRun.manCityTottenham)
        data.fixtureDetails[fixture.id] = fixture
        let table = try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.events))
        let types = table.values(of: "type"), details = table.values(of: "detail"), kinds = table.values(of: "kind")
        #expect(!kinds.isEmpty)
        for (type, (detail, kind)) in zip(types, zip(details, kinds)) {
            guard case .text(let type) = type, case .text(let kind) = kind else { Issue.record("type or kind missing"); continue }
            let detail = if case .text(let text) = detail { text } else { "" }
            #expect(kind == EventKind.of(type: type, detail: detail).rawValue, "\(type)/\(detail)")
        }
        #expect(Set(kinds).isSuperset(of: [.text("goal"), .text("substitution")]))
    }
}
