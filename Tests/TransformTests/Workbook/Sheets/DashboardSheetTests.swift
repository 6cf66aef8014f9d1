import Tabular
import Testing

@testable import Transform

/// The Dashboard of the synthetic season, judged against the season's own hand-counted facts
/// (SyntheticSeason) and the rule for stoppage time.
@Suite struct DashboardSheetTests {
    let book = SyntheticSeason.workbook()

    @Test func itComesFirstAfterTheIndexWithTheLeaderAndTheResultsSplit() throws {
        #expect(Array(book.sheetNames.prefix(2)) == ["Index", DashboardSheet.name])
        let dashboard = try book.sheet(DashboardSheet.name)
        let leaderPoints = SyntheticSeason.standingsPoints[SyntheticSeason.liverpool.id]!
        #expect(dashboard.value("Leader") == .text("Liverpool (\(leaderPoints) pts)"))
        #expect(dashboard.value("Matches played") == .integer(12))
        let shares = ["Home wins", "Draws", "Away wins"].compactMap { label -> Double? in
            if case .decimal(let share)? = dashboard.value(label) { share } else { nil }
        }
        // Fractions under a percent format, as a formula reads them: they add up to 1.
        #expect(shares.count == 3 && abs(shares.reduce(0, +) - 1) < 1e-9)
        #expect(dashboard.keyValues.first { $0.label == "Home wins" }?.numberFormat?.code == "0.0%")
    }

    @Test func goalsByMinuteCountStoppageTimeInItsOwnPeriod() throws {
        #expect(GoalMinutes.slot(period: "first_half", minute: 45, extra: 2) == 3)
        #expect(GoalMinutes.slot(period: "first_half", minute: 45, extra: 0) == 2)
        #expect(GoalMinutes.slot(period: "first_half", minute: 15, extra: 0) == 0)
        #expect(GoalMinutes.slot(period: "first_half", minute: 16, extra: 0) == 1)
        #expect(GoalMinutes.slot(period: "second_half", minute: 46, extra: 0) == 4)
        #expect(GoalMinutes.slot(period: "second_half", minute: 90, extra: 4) == 7)
        #expect(GoalMinutes.slot(period: "second_half", minute: 90, extra: 0) == 6)
        #expect(GoalMinutes.slot(period: "extra_time", minute: 120, extra: 1) == 8)
        #expect(GoalMinutes.slot(period: "penalty_shootout", minute: 120, extra: 0) == nil)
        let minutes = try book.sheet(DashboardSheet.name).table(DashboardSheet.goalMinutesID)
        // The season's one goal of its own fixtures came in minute 12; no extra time, no row for it.
        #expect(minutes.column("goals") == [1, 0, 0, 0, 0, 0, 0, 0].map(CellValue.integer))
        #expect(minutes.column("period").first == .text("1–15"))
    }

    @Test func thePointsRaceEndsOnEachTeamsStandingsPointsAndIsCharted() throws {
        let dashboard = try book.sheet(DashboardSheet.name)
        let race = try dashboard.table(DashboardSheet.pointsRaceID)
        #expect(race.columns.map(\.header) == ["Rd", "Liverpool", "Arsenal", "Manchester City", "Manchester United"])
        for club in [SyntheticSeason.liverpool, SyntheticSeason.arsenal] {
            #expect(race.column("team_\(club.id)").last == .integer(SyntheticSeason.standingsPoints[club.id]!))
        }
        #expect(dashboard.charts.map(\.kind) == [.column, .line])
        #expect(dashboard.charts.last?.valueColumns.count == 4)
    }
}
