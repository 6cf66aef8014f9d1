import Tabular

/// The sheets between the Index and the team sheets, each listing one table's rows for the
/// league-season in the table's own columns and order; in workbook order.
enum OverviewSheet: CaseIterable, Sendable {
    case standings
    case fixtures
    case events
    case teamStats
    case playerStats
    case topScorers
    case topAssists

    /// The sheet's fixed name.
    var name: String {
        switch self {
        case .standings: "Standings"
        case .fixtures: "Fixtures"
        case .events: "Events"
        case .teamStats: "Team Stats"
        case .playerStats: "Player Stats"
        case .topScorers: "Top Scorers"
        case .topAssists: "Top Assists"
        }
    }

    /// What the Index says the sheet holds.
    var summary: String {
        switch self {
        case .standings: "League table by group: rank, points, record, goals, form, home and away"
        case .fixtures: "Every match: kick-off, teams, score, round, status, venue, referee; ids and Score Check last"
        case .events: "Goals, cards, substitutions and VAR decisions of every match, in match order"
        case .teamStats: "Each team's statistics per match: shots, possession, passes, xG"
        case .playerStats: "Each player's statistics per match: minutes, rating, goals, passes, duels"
        case .topScorers: "The top scorers list, with non-penalty goals, minutes per goal and goals per 90; a chart of the top ten"
        case .topAssists: "The top assists list"
        }
    }

    /// The season's rows it shows, or nil when the run did not produce the table.
    func table(in tables: SeasonTables) -> RecordTable? {
        switch self {
        case .standings: tables.standings
        case .fixtures: tables.fixtures
        case .events: tables.events
        case .teamStats: tables.teamMatchStats
        case .playerStats: tables.playerMatchStats
        case .topScorers: tables.topScorers
        case .topAssists: tables.topAssists
        }
    }

    /// Rows a list of every match's events or statistics prints (thousands in a season): the
    /// first ones, under the note saying how to print all.
    private var printedRows: Int? {
        switch self {
        case .events, .teamStats, .playerStats: Self.printedListRows
        case .standings, .fixtures, .topScorers, .topAssists: nil
        }
    }

    /// The standings print through the zone, on one page (the home and away splits after it do
    /// not); the fixtures their reading columns, one page wide.
    private func printedColumns(_ block: TableBlock) -> Int? {
        switch self {
        case .standings: block.columnIndex(Self.standingsZone.rawValue).map { $0 + 1 }
        case .fixtures: FixturesReading.leadingCount(block)
        case .events, .teamStats, .playerStats, .topScorers, .topAssists: nil
        }
    }

    /// The standings' zone column (`description`), the last that prints.
    static let standingsZone = ColumnName("description")
    static let printedListRows = 50
    static let printingLabel = "Printing"
    static let clearing =
        "To print all, clear the print area: Page Layout › Print Area › Clear Print Area "
        + "(LibreOffice: Format › Print Ranges › Clear)."

    /// What the note under the title says a sheet that prints only part of itself prints.
    private var printingNote: String? {
        switch self {
        case .events, .teamStats, .playerStats: "Prints the title and the first \(Self.printedListRows) rows. " + Self.clearing
        case .standings: "Prints the table through the zone on one page; the home and away columns do not print. " + Self.clearing
        case .fixtures:
            "Prints every match's date, teams, score, round and status, one page wide; the other columns do not print. "
                + Self.clearing
        case .topScorers, .topAssists: nil
        }
    }

    /// Columns the same on every row of a league-season's workbook: the Index shows them once.
    static let constantColumns = [SharedColumn.leagueID, SharedColumn.season, ColumnName("league_name")]

    /// The order of the letters in the table's `form` text, which the sheet shows as five cells
    /// oldest to newest (`FormCells`); nil for a table without one.
    private var formOrder: FormCells.Order? {
        self == .standings ? .newestFirst : nil
    }

    /// The name columns spelled alike and linked to their sheets: teams and players in the
    /// standings, fixtures and top lists; on the long match lists only the player column links.
    private var nameColumns: [SheetDirectory.NameColumn] {
        let team = SheetDirectory.NameColumn.team(SharedColumn.teamName.rawValue, id: SharedColumn.teamID.rawValue)
        let player = SheetDirectory.NameColumn.player(SharedColumn.playerName.rawValue, id: SharedColumn.playerID.rawValue)
        switch self {
        case .standings: return [team]
        case .fixtures:
            return [TeamSide.home, .away].map { .team(MatchSideColumns.teamName($0).rawValue, id: MatchSideColumns.teamID($0).rawValue) }
        case .events:
            return [player] + ["assist", "player_off", "player_on"].map { .player($0 + "_name", id: $0 + "_id", linked: false) }
        case .teamStats: return []
        case .playerStats: return [player]
        case .topScorers, .topAssists: return [player, team]
        }
    }

    /// Columns the sheet shows only when their rows differ: the standings' group, which in a
    /// league of one table repeats the league's name on every row (a cup's groups stay), and its
    /// table kind, which the rankings' own heading says.
    private var columnsShownWhenTheyVary: [ColumnName] {
        self == .standings ? [StandingsColumn.group, StandingsColumn.tableKind] : []
    }

    /// `block` as the sheet shows it, what a person reads first leading, and how many columns
    /// from the left stay in view (through the name column).
    private func readingOrder(_ block: TableBlock, matches: MatchListReading) -> (TableBlock, Int) {
        switch self {
        case .fixtures: return (FixturesReading.arranged(block), 1)
        case .events, .teamStats, .playerStats: return (matches.arranged(block, for: self), 1)
        case .standings: return (ZoneText.cleaned(block), NameColumn.frozenColumns(block))
        case .topScorers, .topAssists:
            // The ids go last: the columns a printed page leaves out are those, not the cards.
            let idsLast = block.arranged(leading: [], trailing: block.identifierKeys)
            return (idsLast, NameColumn.frozenColumns(idsLast))
        }
    }

    /// The sheet: a title row linking back to the Index, then the table without its constant
    /// columns (the standings' form as five cells, oldest to newest), frozen under its header and
    /// right of its name column. The standings' ranking tables follow under a heading of their own.
    func sheet(
        _ table: RecordTable, title: String, backLink: SheetLink, directory: SheetDirectory, matches: MatchListReading,
        rankingTable: RecordTable? = nil
    ) -> Sheet {
        var sections = SheetSections(title: "\(name) · \(title)", link: backLink)
        if let note = printingNote {
            sections.append(.keyValues(KeyValueBlock([.init(Self.printingLabel, .text(note))])))
        } else {
            sections.append(.spacer(rows: 1))
        }
        let constant = Self.constantColumns + columnsShownWhenTheyVary.filter { table.holdsOneValue(in: $0) }
        let rows = directory.linking(table.block(id: table.name, excluding: constant), nameColumns)
        let (arranged, frozen) = readingOrder(formOrder.map { FormCells.split(rows, order: $0) } ?? rows, matches: matches)
        let block = self == .topScorers ? TopListFigures.withScoringRates(arranged) : arranged
        sections.append(.table(block))
        if self == .topScorers, !block.rows.isEmpty, block.columnIndex(SharedColumn.playerName.rawValue) != nil {
            sections.section("Top ten by goals", .lineChart(TopListFigures.topTenChart(tableID: block.id)))
        }
        if self == .standings, let rankings = rankingTable {
            let rows = directory.linking(rankings.block(id: "\(table.name)_rankings", excluding: constant), nameColumns)
            sections.section("Rankings across groups", .table(ZoneText.cleaned(FormCells.split(rows, order: .newestFirst))))
        }
        return Sheet(
            name: name, blocks: sections.blocks, freezePanes: .belowFirstTableHeader(columns: frozen),
            printedRows: printedRows, printedColumns: printedColumns(block))
    }
}
