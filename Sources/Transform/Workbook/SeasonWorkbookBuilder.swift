package import PipelineSpec
package import Tabular

/// Builds the workbook of one league-season from a run's output tables: an Index, a Dashboard,
/// one sheet per table (Standings … Top Assists), then a sheet per team and per player as the
/// pipeline's `WorkbookSpec` asks. A table the run did not produce drops its sheets and blocks.
/// Pure: the same tables give an equal document. Rows are indexed once per document.
package struct SeasonWorkbookBuilder: Sendable {
    /// Which team and player sheets to include.
    package var spec: WorkbookSpec

    package init(spec: WorkbookSpec) {
        self.spec = spec
    }

    /// The workbook of league `leagueID` (shown as `leagueName`) in `season`, from `tables`.
    package func build(from tables: TableSet, leagueID: Int, season: Int, leagueName: String) -> WorkbookDocument {
        let title = "\(leagueName) \(season)"
        let seasonTables = SeasonTables(tables, leagueID: leagueID, season: season)
        let index = SeasonIndex(seasonTables)
        let teams = SeasonTeams(seasonTables)
        let teamList = spec.teamSheets ? teams.teams : []
        let players = PlayerRoster(spec.playerSheets, tables: seasonTables, index: index, teams: teams).players

        var namer = SheetNamer(reserving: [IndexSheet.name, DashboardSheet.name] + OverviewSheet.allCases.map(\.name))
        let teamNames = namer.assign(teamList.map { SheetNameRequest(title: $0.name, disambiguator: String($0.id)) })
        let playerNames = namer.assign(players.map { SheetNameRequest(title: $0.name, disambiguator: String($0.id)) })

        let about = KeyValueBlock([
            .init("League", .text(leagueName)), .init("League ID", .integer(leagueID)),
            .init("Season", .integer(season), numberFormat: .integer),
        ])
        var contents = IndexSheet(title: title, about: about)
        var sheets: [Sheet] = []
        if let dashboard = DashboardSheet(tables: seasonTables, index: index, teams: teams).sheet(title: title) {
            sheets.append(dashboard)
            contents.overview.append(.init(sheetName: DashboardSheet.name, description: DashboardSheet.summary))
        }
        for overview in OverviewSheet.allCases {
            guard let table = overview.table(in: seasonTables) else { continue }
            sheets.append(overview.sheet(table, title: title, backLink: IndexSheet.backLink))
            contents.overview.append(.init(sheetName: overview.name, description: overview.summary))
        }
        let teamBuilder = TeamSheetBuilder(tables: seasonTables, index: index, teams: teams)
        for (team, name) in zip(teamList, teamNames) {
            sheets.append(teamBuilder.sheet(team, named: name.sheetName))
            contents.teams.append(.init(sheetName: name.sheetName, description: Self.describe(team)))
        }
        let playerBuilder = PlayerSheetBuilder(tables: seasonTables, index: index)
        for (player, name) in zip(players, playerNames) {
            sheets.append(playerBuilder.sheet(player, named: name.sheetName))
            contents.players.append(.init(sheetName: name.sheetName, description: Self.describe(player)))
        }
        return WorkbookDocument(
            properties: WorkbookProperties(title: title, subject: "League \(leagueID), season \(season)", author: "football-etl"),
            sheets: [contents.sheet] + sheets)
    }

    /// The team's full name, then its place in the standings when known.
    static func describe(_ team: SeasonTeam) -> String {
        guard let rank = team.standing?.int(StandingsColumn.rank), let points = team.standing?.int(StandingsColumn.points) else { return team.name }
        return "\(team.name) — rank \(rank), \(points) points"
    }

    /// The player's full name, then his team and position when known.
    static func describe(_ player: SeasonPlayer) -> String {
        let details = [player.teamName, player.profile?.text(SharedColumn.position) ?? player.squadEntry?.text(SharedColumn.position)].compactMap { $0 }
        return details.isEmpty ? player.name : "\(player.name) — \(details.joined(separator: ", "))"
    }
}
