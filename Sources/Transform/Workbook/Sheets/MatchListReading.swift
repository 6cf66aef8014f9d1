import Tabular

/// The Events, Team Stats and Player Stats sheets in reading order: the name a row is about
/// (player, or team) first, frozen, so it stays in view on screen and repeats on every printed
/// page across; then the fixture id with the match's date and `Home v Away` beside it; the API's
/// codes read as words (`1st half`, `Yellow card`, `Home`), and ids and raw codes go to the end.
struct MatchListReading: Sendable {
    /// The date column added beside the fixture id.
    static let date = TableBlock.Column(key: "match_date", header: "Date", type: .timestamp, kind: .kickoff, note: "The match's kick-off.")
    /// The match column added beside the date.
    static let match = TableBlock.Column(key: "match", header: "Match", type: .text, kind: .text, note: "Home team v away team.")

    /// Each fixture's kick-off cell and `Home v Away`, by fixture id.
    private let matches: [Int: (date: CellValue, match: CellValue)]

    /// The matches of the season's `fixtures`.
    init(_ fixtures: RecordTable?) {
        var matches: [Int: (date: CellValue, match: CellValue)] = [:]
        for fixture in fixtures?.records ?? [] {
            guard let id = fixture.int(SharedColumn.fixtureID) else { continue }
            let kickoff = fixture.cell(ifPresent: LocalKickoff.column).map(LocalKickoff.cell) ?? fixture[FixturesColumn.kickoffUTC]
            let home = fixture.text(MatchSideColumns.homeTeamName) ?? "?"
            let away = fixture.text(MatchSideColumns.awayTeamName) ?? "?"
            matches[id] = (kickoff, .text("\(home) v \(away)"))
        }
        self.matches = matches
    }

    /// The name column of each list: what its rows are about, which stays in view.
    static func nameColumn(_ sheet: OverviewSheet) -> String {
        sheet == .teamStats ? SharedColumn.teamName.rawValue : SharedColumn.playerName.rawValue
    }

    /// The columns that follow the match in each list.
    static func readFirst(_ sheet: OverviewSheet) -> [String] {
        switch sheet {
        case .events: ["period", "clock", "kind", "team_name"]
        case .teamStats: ["side"]
        case .playerStats: ["team_name", "side"]
        case .standings, .fixtures, .topScorers, .topAssists: []
        }
    }

    /// The API's raw texts a list shows after its ids (the words shown instead lead).
    private static func rawColumns(_ sheet: OverviewSheet) -> [String] {
        sheet == .events ? ["type", "detail", "substitution_rule"] : []
    }

    /// `block` (one of the lists) with the match beside the fixture id, words for codes, and
    /// its columns in reading order, the name first.
    func arranged(_ block: TableBlock, for sheet: OverviewSheet) -> TableBlock {
        let fixtureID = SharedColumn.fixtureID.rawValue
        guard let position = block.columnIndex(fixtureID) else { return block }
        let matches = self.matches
        func known(_ row: [CellValue]) -> (date: CellValue, match: CellValue)? {
            if case .integer(let id) = row[position] { matches[id] } else { nil }
        }
        let shown = block.adding(Self.date) { known($0)?.date ?? .null }.adding(Self.match) { known($0)?.match ?? .null }
            .relabeling("period", HumanValues.period).relabeling("kind", HumanValues.eventKind).relabeling("side", HumanValues.side)
        let leading = [Self.nameColumn(sheet), fixtureID, Self.date.key, Self.match.key] + Self.readFirst(sheet)
        let trailing = shown.identifierKeys.filter { $0 != fixtureID } + Self.rawColumns(sheet)
        var arranged = shown.arranged(leading: leading, trailing: trailing)
        if let kind = arranged.columnIndex("kind") { arranged.columns[kind].header = "Event" }
        return arranged
    }
}

/// The words a sheet shows for the tables' codes; a code not listed shows as it is.
enum HumanValues {
    static func period(_ code: String) -> String? {
        ["first_half": "1st half", "second_half": "2nd half", "extra_time": "Extra time", "penalty_shootout": "Shootout"][code]
    }

    static func side(_ code: String) -> String? {
        ["home": "Home", "away": "Away"][code]
    }

    static func eventKind(_ code: String) -> String? {
        [
            "goal": "Goal", "own_goal": "Own goal", "penalty_goal": "Penalty goal", "missed_penalty": "Missed penalty",
            "yellow_card": "Yellow card", "second_yellow": "Second yellow", "red_card": "Red card",
            "substitution": "Substitution", "var": "VAR", "other": "Other"
        ][code]
    }
}
