import CivilTime
import APIModel
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
    static let layout = TableLayout<Row>(.coaches, key: ["team_id", "coach_id", "career_seq"], columns: [
        .id("team_id") { $0.teamID },
        .id("coach_id") { $0.coach.profile.id },
        .text("name") { $0.coach.profile.name },
        .text("firstname") { $0.coach.profile.firstname },
        .text("lastname") { $0.coach.profile.lastname },
        .int("age") { $0.coach.profile.age },
        .text("nationality") { $0.coach.profile.nationality },
        .int("career_seq") { $0.seq },
        .id("career_team_id") { $0.career?.team.id },
        .text("career_team_name") { $0.career?.team.name },
        .date("career_start") { $0.career?.start.flatMap { CalendarDate(iso: $0) } },
        .date("career_end") { $0.career?.end.flatMap { CalendarDate(iso: $0) } },
    ])

    /// The table of every extracted team's coaches, by team, coach id, career entry.
    static func build(_ coaches: [Int: [Coach]]) -> Table {
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
        return layout.table(rows.map(\.row))
    }
}
