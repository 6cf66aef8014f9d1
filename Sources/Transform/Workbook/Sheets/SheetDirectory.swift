import Tabular

/// Where each team's and player's sheet is, and each player's one spelling: what links a name
/// to its sheet, and makes every sheet spell a person alike (`PlayerNames`).
struct SheetDirectory: Sendable {
    /// A name column of a table and the id column naming whose it is.
    struct NameColumn: Sendable {
        enum Subject: Sendable { case team, player }
        let name: String
        let id: String
        let subject: Subject
        /// Whether its names link to their sheets, or are only spelled alike.
        let linked: Bool

        static func team(_ name: String, id: String) -> NameColumn { NameColumn(name: name, id: id, subject: .team, linked: true) }
        static func player(_ name: String, id: String, linked: Bool = true) -> NameColumn {
            NameColumn(name: name, id: id, subject: .player, linked: linked)
        }
    }

    let teamSheets: [Int: String]
    let playerSheets: [Int: String]
    let playerNames: PlayerNames

    /// The sheet of team or player `id`, if it has one.
    func sheet(of subject: NameColumn.Subject, _ id: Int?) -> String? {
        guard let id else { return nil }
        return subject == .team ? teamSheets[id] : playerSheets[id]
    }

    /// `block` with each of `columns` it has spelled as `playerNames` says (players) and linked
    /// to the sheet of the row's id where one exists.
    func linking(_ block: TableBlock, _ columns: [NameColumn]) -> TableBlock {
        var linked = block
        for column in columns {
            guard let name = block.columnIndex(column.name), let id = block.columnIndex(column.id) else { continue }
            let ids = block.rows.map { row -> Int? in if case .integer(let n) = row[id] { n } else { nil } }
            if column.subject == .player {
                for (row, playerID) in ids.enumerated() {
                    if let spelled = playerNames.name(playerID), linked.rows[row][name] != .null { linked.rows[row][name] = .text(spelled) }
                }
            }
            if column.linked { linked = self.linked(linked, column: column.name, to: column.subject, ids: ids) }
        }
        return linked
    }

    /// `block` with the names in column `key` linked to the sheets of `ids`, one per row.
    func linked(_ block: TableBlock, column key: String, to subject: NameColumn.Subject, ids: [Int?]) -> TableBlock {
        let targets = ids.map { sheet(of: subject, $0) }
        guard targets.contains(where: { $0 != nil }) else { return block }
        var linked = block
        linked.links[key] = targets
        return linked
    }
}
