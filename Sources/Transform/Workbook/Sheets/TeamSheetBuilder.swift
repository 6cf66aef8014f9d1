import CivilTime
import Tabular

/// One team's sheet: a header (name, id, standing, venue, coach), its fixtures in round order
/// with result and cumulative points, a points-by-round chart over them, its squad's season per
/// player, its per-match statistics, squad, season totals and record against each opponent. A block with nothing to show is left out.
struct TeamSheetBuilder: Sendable {
    /// Ids of the sheet's table blocks; the chart reads `fixturesID`.
    static let fixturesID = "fixtures"
    static let matchStatsID = "match_stats"
    static let squadID = "squad"
    static let headToHeadID = "head_to_head"

    let tables: SeasonTables
    let index: SeasonIndex
    let teams: SeasonTeams
    let directory: SheetDirectory

    /// The sheet of `team`, named `name`.
    func sheet(_ team: SeasonTeam, named name: String) -> Sheet {
        let fixtures = index.fixturesByTeam[team.id] ?? []
        let statistics = fixtures.compactMap { index.teamStats[FixtureTeam(fixtureID: $0.fixtureID, teamID: team.id)] }
        var sections = SheetSections(title: team.name, link: IndexSheet.backLink)
        sections.append(.keyValues(header(team, fixtures: fixtures)))
        if !fixtures.isEmpty {
            sections.section("Fixtures", .table(fixturesBlock(fixtures)))
            sections.section("Points by round", .lineChart(Self.pointsChart))
        }
        if let squadSeason = squadSeasonSection(of: team.id) { sections.section(squadSeason.caption, .table(squadSeason.block)) }
        if let stats = tables.teamMatchStats, !statistics.isEmpty {
            sections.section("Match statistics", .table(matchStatsBlock(fixtures, columns: stats)))
        }
        if let squads = tables.squads, let squad = index.squadByTeam[team.id] {
            let columns = SheetColumns.ordered(
                squads.columns(excluding: [SharedColumn.teamID, SharedColumn.teamName]), first: Self.squadLeading)
            let block = RecordTable.block(id: Self.squadID, columns: columns, records: squad)
            let player = SheetDirectory.NameColumn.player(SharedColumn.playerName.rawValue, id: SharedColumn.playerID.rawValue)
            sections.section("Squad", .table(directory.linking(block, [player])))
        }
        if !fixtures.isEmpty {
            sections.section("Season totals", .keyValues(Self.totalsBlock(TeamSeasonTotals(fixtures: fixtures, statistics: statistics))))
        }
        let record = HeadToHeadRecord.records(of: team.id, in: index.headToHeadByTeam[team.id] ?? [], teams: teams)
        if !record.isEmpty { sections.section("Head to head", .table(headToHeadBlock(record))) }
        return Sheet(name: name, blocks: sections.blocks, freezePanes: .belowFirstTableHeader(columns: FixtureContext.frozenColumns))
    }

    /// The squad's first columns: the narrow shirt number under the fixtures' narrow round order,
    /// the name under their wide kick-off; the player id moves right.
    static let squadLeading = ["number", SharedColumn.playerName.rawValue, SharedColumn.position.rawValue, "age"]

    /// Cumulative points (y) by round order (x), over the fixtures block.
    static let pointsChart = LineChartBlock(
        title: "Points by round", tableID: fixturesID, categoryColumn: "round_order", valueColumns: ["cumulative_points"],
        xAxisTitle: "Round", yAxisTitle: "Points")

    private func header(_ team: SeasonTeam, fixtures: [TeamFixture]) -> KeyValueBlock {
        var entries: [KeyValueBlock.Entry] = [.init("Team", .text(team.name)), .init("Team ID", .integer(team.id))]
        entries += TeamStanding.entries(team.standing)
        if let venue = Self.homeVenue(fixtures) {
            entries.append(.init("Venue", .string(venue.name)))
            entries.append(.init("City", .string(venue.city)))
        }
        if let coach = currentCoach(of: team.id) { entries.append(.init("Coach", .text(coach))) }
        return KeyValueBlock(entries)
    }

    /// The venue of most of its home fixtures (the earliest in round order on a tie).
    private static func homeVenue(_ fixtures: [TeamFixture]) -> (name: String?, city: String?)? {
        var counts: [[String?]: (count: Int, first: Int)] = [:]
        for (position, match) in fixtures.enumerated() where match.isHome {
            let venue = [match.fixture.text(FixturesColumn.venueName), match.fixture.text(FixturesColumn.venueCity)]
            guard venue.contains(where: { $0 != nil }) else { continue }
            let seen = counts[venue] ?? (0, position)
            counts[venue] = (seen.count + 1, seen.first)
        }
        let best = counts.min { a, b in (b.value.count, a.value.first) < (a.value.count, b.value.first) }
        return best.map { ($0.key[0], $0.key[1]) }
    }

    /// The coach whose career entry for this team has no end date (the latest start if several).
    private func currentCoach(of teamID: Int) -> String? {
        let current = (index.coachesByTeam[teamID] ?? []).filter {
            $0.int(CoachesColumn.careerTeamID) == teamID && $0[CoachesColumn.careerEnd].isNull && $0.text(CoachesColumn.name) != nil
        }
        let unknownStart = CalendarDate(year: 0, month: 1, day: 1)
        return current.max { ($0.date(CoachesColumn.careerStart) ?? unknownStart) < ($1.date(CoachesColumn.careerStart) ?? unknownStart) }?
            .text(CoachesColumn.name)
    }
}
