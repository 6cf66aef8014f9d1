package import PipelineSpec
package import Tabular

/// Builds the workbook of one league-season from a run's output tables: an Index, a Dashboard,
/// one sheet per table (Standings … Top Assists), then a sheet per team and per player as the
/// pipeline's `WorkbookSpec` asks. A table the run did not produce drops its sheets and blocks.
/// Pure: the same tables give equal sheets. Rows are indexed once per workbook.
package struct SeasonWorkbookBuilder: Sendable {
    /// Which team and player sheets to include.
    package var spec: WorkbookSpec

    package init(spec: WorkbookSpec) {
        self.spec = spec
    }

    /// The workbook of league `leagueID` (shown as `leagueName`) in `season`, from `tables`, every
    /// sheet built and held at once (for tests and conversions of small inputs).
    package func build(from tables: TableSet, leagueID: Int, season: Int, leagueName: String) -> WorkbookDocument {
        sheets(from: tables, leagueID: leagueID, season: season, leagueName: leagueName).document
    }

    /// The same workbook handed over one sheet at a time: the Index's names and descriptions
    /// are worked out first (cheaply, from the teams and players), each other sheet only when the
    /// renderer asks for it, straight from the season's rows.
    package func sheets(from tables: TableSet, leagueID: Int, season: Int, leagueName: String) -> StreamedWorkbook {
        let title = "\(leagueName) \(season)"
        let seasonTables = SeasonTables(tables, leagueID: leagueID, season: season)
        let index = SeasonIndex(seasonTables)
        let teams = SeasonTeams(seasonTables)
        let teamList = spec.teamSheets ? teams.withRows(index) : []
        let names = PlayerNames(seasonTables, index: index, teams: teams)
        let roster = PlayerRoster(spec.playerSheets, tables: seasonTables, index: index, teams: teams, names: names)
        let players = roster.players

        var namer = SheetNamer(reserving: [IndexSheet.name, DashboardSheet.name] + OverviewSheet.allCases.map(\.name))
        let teamNames = namer.assign(teamList.map { SheetNameRequest(title: $0.name, disambiguator: String($0.id)) })
        let playerNames = namer.assign(players.map { SheetNameRequest(title: $0.name, disambiguator: String($0.id)) })
        let directory = SheetDirectory(
            teamSheets: Dictionary(uniqueKeysWithValues: zip(teamList.map(\.id), teamNames.map(\.sheetName))),
            playerSheets: Dictionary(uniqueKeysWithValues: zip(players.map(\.id), playerNames.map(\.sheetName))),
            playerNames: names.including(players))

        let about = KeyValueBlock([
            .init("League", .text(leagueName)), .init("League ID", .integer(leagueID)),
            .init("Season", .integer(season), numberFormat: .integer)
        ])
        var contents = IndexSheet(title: title, about: about)
        contents.playersWithoutSheet = roster.unplayed
        var planned: [PlannedSheet] = []
        if let dashboard = DashboardSheet(tables: seasonTables, index: index, teams: teams, directory: directory).sheet(title: title) {
            planned.append(.built(dashboard))
            contents.overview.append(.init(sheetName: DashboardSheet.name, description: DashboardSheet.summary))
        }
        for overview in OverviewSheet.allCases {
            guard let table = overview.table(in: seasonTables) else { continue }
            planned.append(.overview(overview, table))
            contents.overview.append(.init(sheetName: overview.name, description: overview.summary))
        }
        for (team, name) in zip(teamList, teamNames) {
            planned.append(.team(team, name: name.sheetName))
            contents.teams.append(.init(sheetName: name.sheetName, description: Self.describe(team)))
        }
        for (player, name) in zip(players, playerNames) {
            planned.append(.player(player, name: name.sheetName))
            contents.players.append(.init(sheetName: name.sheetName, description: Self.describe(player)))
        }
        planned.insert(.built(contents.sheet), at: 0)

        let teamBuilder = TeamSheetBuilder(tables: seasonTables, index: index, teams: teams, directory: directory)
        let playerBuilder = PlayerSheetBuilder(tables: seasonTables, index: index, directory: directory)
        let sheets = planned
        let rankings = seasonTables.rankings
        let matches = MatchListReading(seasonTables.fixtures)
        return StreamedWorkbook(
            properties: WorkbookProperties(title: title, subject: "League \(leagueID), season \(season)", author: "football-etl"),
            sheetNames: sheets.map(\.name), paper: Paper(rawValue: spec.paper.rawValue) ?? .a4
        ) { position in
            switch sheets[position] {
            case .built(let sheet): sheet
            case .overview(let overview, let table):
                overview.sheet(
                    table, title: title, backLink: IndexSheet.backLink, directory: directory, matches: matches,
                    rankingTable: overview == .standings ? rankings : nil)
            case .team(let team, let name): teamBuilder.sheet(team, named: name)
            case .player(let player, let name): playerBuilder.sheet(player, named: name)
            }
        }
    }

    /// The team's full name, then its place in the standings when known.
    static func describe(_ team: SeasonTeam) -> String {
        guard let rank = team.standing?.int(StandingsColumn.rank), let points = team.standing?.int(StandingsColumn.points) else {
            return team.name
        }
        return "\(team.name) — rank \(rank), \(points) points"
    }

    /// The player's full name, then his team and position when known.
    static func describe(_ player: SeasonPlayer) -> String {
        let details = [player.teamName, player.profile?.text(SharedColumn.position) ?? player.squadEntry?.text(SharedColumn.position)]
            .compactMap { $0 }
        return details.isEmpty ? player.name : "\(player.name) — \(details.joined(separator: ", "))"
    }
}

/// A sheet of the workbook before it is built: the Index and the Dashboard are small and built
/// up front, the rest when the renderer reaches them.
private enum PlannedSheet: Sendable {
    case built(Sheet)
    case overview(OverviewSheet, RecordTable)
    case team(SeasonTeam, name: String)
    case player(SeasonPlayer, name: String)

    var name: String {
        switch self {
        case .built(let sheet): sheet.name
        case .overview(let overview, _): overview.name
        case .team(_, let name), .player(_, let name): name
        }
    }
}
