import APIModel
import CivilTime
import Tabular

/// `coaches`: one row per career entry of each coach in a `coachs?team=` answer (`career_seq`
/// in the API's order, newest first); a coach without a career gets one row with it empty.
enum CoachesTableBuilder {
    /// One career entry of a coach of the team asked for.
    final class Row: Sendable {
        /// The team the coaches were asked for (`coachs?team=`).
        let teamID: Int
        let coach: Coach
        /// 1-based position in `career`; nil for a coach without one.
        let seq: Int?
        let career: Coach.CareerEntry?

        /// A row from its parts.
        init(teamID: Int, coach: Coach, seq: Int?, career: Coach.CareerEntry?) {
            self.teamID = teamID
            self.coach = coach
            self.seq = seq
            self.career = career
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .coaches, key: ["team_id", "coach_id", "career_seq"],
        columns: [
            .id(SharedColumn.teamID, label: "Team ID", "API-Football id of the team whose coaches were asked for.") { $0.teamID },
            .id("coach_id", label: "Coach ID", "API-Football coach id.") { $0.coach.profile.id },
            .text(CoachesColumn.name, label: "Coach", "Coach's name.") { $0.coach.profile.name },
            .text("firstname", label: "First Name", "First name(s).") { $0.coach.profile.firstname },
            .text("lastname", label: "Last Name", "Last name(s).") { $0.coach.profile.lastname },
            .int("age", label: "Age", "Age in years, as the API reports it.", unit: "years") { $0.coach.profile.age },
            .text("nationality", label: "Nationality", "Nationality as the API sends it (a country name).") {
                $0.coach.profile.nationality
            },
            .int(
                "career_seq", label: "Career #",
                "Position of the career entry in the API's list (newest first), from 1; empty for a coach without a career."
            ) { $0.seq },
            .id(CoachesColumn.careerTeamID, label: "Career Team ID", "API-Football id of the team of this career entry.") {
                $0.career?.team.id
            },
            .text("career_team_name", label: "Career Team", "Name of the team of this career entry.") { $0.career?.team.name },
            .date(CoachesColumn.careerStart, label: "From", "First day at that team.", reading: { $0.career?.start }) {
                CalendarDate(iso: $0)
            },
            .date(CoachesColumn.careerEnd, label: "To", "Last day at that team; empty while still there.", reading: { $0.career?.end }) {
                CalendarDate(iso: $0)
            }
        ])

    /// The table of every extracted team's coaches, by team, coach id, career entry.
    static func build(_ coaches: [Int: [Coach]]) -> (table: Table, issues: ValueIssues) {
        var rows: [(row: Row, order: (Int, Int, Int, Int))] = []
        for teamID in coaches.keys.sorted() {
            for coach in coaches[teamID] ?? [] {
                let entries: [Coach.CareerEntry?] = coach.career.isEmpty ? [nil] : coach.career
                for (index, career) in entries.enumerated() {
                    let row = Row(teamID: teamID, coach: coach, seq: career == nil ? nil : index + 1, career: career)
                    rows.append((row, (teamID, coach.profile.id, index, rows.count)))
                }
            }
        }
        rows.sort { $0.order < $1.order }
        return layout.built(rows.map(\.row))
    }
}

/// The `coaches` columns other code reads by name, besides `SharedColumn`'s.
enum CoachesColumn {
    static let name = ColumnName("name")
    static let careerTeamID = ColumnName("career_team_id")
    static let careerStart = ColumnName("career_start")
    static let careerEnd = ColumnName("career_end")
}
