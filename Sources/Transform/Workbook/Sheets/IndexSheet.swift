import Tabular

/// The workbook's first sheet: a link to every other sheet, grouped under Overview, Teams and
/// Players, each beside the full name it stands for (a sheet name may be shortened) and what it holds.
struct IndexSheet: Sendable {
    /// The Index's fixed name.
    static let name = "Index"
    /// What the first row of every other sheet shows, linking here.
    static let backLink = SheetLink(text: "← Index", targetSheet: name)

    /// A link to one sheet and its one-line description.
    struct Entry: Sendable, Equatable {
        let sheetName: String
        /// Starts with the full name of what the sheet shows.
        let description: String
    }

    /// Sheet and description header of each group.
    private static let header = ["Sheet", "Contents"]

    /// The first row (`Premier League 2023`).
    let title: String
    /// League, league id and season: the columns the other sheets leave out as constant.
    let about: KeyValueBlock
    /// The entries of each group, in sheet order.
    var overview: [Entry] = []
    var teams: [Entry] = []
    var players: [Entry] = []
    /// Players listed without a sheet (`player_sheets: all` gives none to a player who never played).
    var playersWithoutSheet: [SeasonPlayer] = []

    /// The sheet; a group without entries is left out.
    var sheet: Sheet {
        var sections = SheetSections(title: title)
        sections.append(.keyValues(about))
        for (caption, entries) in [("Overview", overview), ("Teams", teams), ("Players", players)] where !entries.isEmpty {
            let links = entries.map {
                LinkListBlock.Entry(SheetLink(text: $0.sheetName, targetSheet: $0.sheetName), description: $0.description)
            }
            sections.section(caption, .links(LinkListBlock(header: Self.header, entries: links)))
        }
        if !playersWithoutSheet.isEmpty {
            sections.section(Self.withoutSheetCaption, .table(Self.withoutSheetBlock(playersWithoutSheet)))
        }
        return Sheet(name: Self.name, blocks: sections.blocks, freezePanes: .none)
    }

    static let withoutSheetCaption = "Players who did not play (no sheet)"

    /// The players without a sheet: name, team and id, no link.
    private static func withoutSheetBlock(_ players: [SeasonPlayer]) -> TableBlock {
        let columns = [
            TableBlock.Column(key: "player_name", header: "Player", type: .text, kind: .text),
            TableBlock.Column(key: "team_name", header: "Team", type: .text, kind: .text),
            TableBlock.Column(key: "player_id", header: "Player ID", type: .integer, kind: .identifier)
        ]
        let rows = players.map { [CellValue.text($0.name), .string($0.teamName), .integer($0.id)] }
        return TableBlock(id: "players_without_sheet", columns: columns, rows: rows)
    }
}
