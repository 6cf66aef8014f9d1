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
        return Sheet(name: Self.name, blocks: sections.blocks)
    }
}
