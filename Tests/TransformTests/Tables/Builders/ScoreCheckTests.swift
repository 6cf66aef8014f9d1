import APIModel
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// Issue 33 item 6: `score_check` gives one value per reason the score fields contradict each
/// other, with a warning; the fields are written as the API sent them. The cases are the real
/// Manchester City 0-4 Tottenham sample (FT, halftime 0-2) edited one field at a time.
@Suite struct ScoreCheckTests {
    private func checked(
        _ edit: @escaping (inout JSONValue) -> Void
    ) throws -> (check: CellValue?, codes: [TransformWarning.Code], row: Table) {
        let fixture = try SampleResponse.list(SampleRun.manCityTottenham, of: Fixture.self, editing: edit)[0]
        var data = ExtractedData()
        data.fixtureDetails[fixture.id] = fixture
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec())
        let table = try #require(output.table(.fixtures))
        return (table.cell(0, "score_check"), output.warnings.map(\.code), table)
    }

    private static func set(_ path: [JSONValue.Step], _ value: JSONValue) -> (inout JSONValue) -> Void {
        { $0.edit(["response", 0] + path) { $0 = value } }
    }

    @Test func consistentFieldsAndEventsAreOk() throws {
        let result = try checked { _ in }
        #expect(result.check == .text("ok"))
        #expect(!result.codes.contains(.scoreFieldsDisagree))
    }

    @Test func aShootoutScoreWithoutPenIsReportedNotFixed() throws {
        let result = try checked(Self.set(["score", "penalty", "home"], .int(4)))
        #expect(result.check == .text("penalties_without_pen"))
        #expect(result.codes.contains(.scoreFieldsDisagree))
        #expect(result.row.cell(0, "penalty_home") == .integer(4))
    }

    @Test func moreGoalsAtHalfTimeThanAtFullTimeIsReported() throws {
        let result = try checked(Self.set(["score", "halftime", "away"], .int(5)))
        #expect(result.check == .text("halftime_above_fulltime"))
        #expect(result.codes.contains(.scoreFieldsDisagree))
    }

    @Test func goalsThatAreNotFullTimePlusExtraTimeAfterExtraTimeAreReported() throws {
        let result = try checked { json in
            Self.set(["fixture", "status", "short"], .string("AET"))(&json)
            Self.set(["score", "extratime", "away"], .int(1))(&json)
        }
        #expect(result.check == .text("periods_mismatch"))
        #expect(result.codes.contains(.scoreFieldsDisagree))
    }

    @Test func eventsThatMissAGoalSayEventsMismatch() throws {
        let result = try checked(Self.set(["goals", "away"], .int(3)))
        #expect(result.check == .text("events_mismatch"))
        #expect(result.codes.contains(.scoreMismatch))
    }
}
