import Tabular

extension TeamSheetBuilder {
    static let squadSeasonID = "squad_season"
    static let squadSeasonCaption = "Squad season"
    /// The line over the squad season table built from the top lists: what it lacks and which dataset adds it.
    static let squadSeasonFromTopLists =
        "Squad season: the team's players in the top scorers and assists lists only. "
        + "Every player's season, with starts and non-penalty goals, comes with the fixture_details or fixture_players dataset."

    /// The team's season per player (FBref's standard stats), from `squad_season_stats` when the
    /// run built it, else from the top lists; nil when neither has a player of the team.
    func squadSeasonSection(of teamID: Int) -> (caption: String, block: TableBlock)? {
        let player = SheetDirectory.NameColumn.player(SharedColumn.playerName.rawValue, id: SharedColumn.playerID.rawValue)
        if let table = tables.squadSeasonStats {
            guard let rows = index.squadSeasonByTeam[teamID], !rows.isEmpty else { return nil }
            let columns = SquadSeasonFigures.shown.compactMap { name in table.columns.first { $0.name == name.rawValue } }
            let block = RecordTable.block(id: Self.squadSeasonID, columns: columns, records: SquadSeasonFigures.byMinutes(rows))
            return (Self.squadSeasonCaption, directory.linking(block, [player]))
        }
        let listed = topListRows(of: teamID)
        guard !listed.isEmpty else { return nil }
        return (Self.squadSeasonFromTopLists, directory.linking(TopListFigures.squadBlock(id: Self.squadSeasonID, rows: listed), [player]))
    }

    /// Each player of the team in a top list once (his top scorers row before his top assists
    /// row), most minutes first, then player id.
    private func topListRows(of teamID: Int) -> [Record] {
        var seen: Set<Int> = []
        let rows = [tables.topScorers, tables.topAssists].compactMap { $0 }.flatMap(\.records).filter { row in
            guard row.int(SharedColumn.teamID) == teamID, let player = row.int(SharedColumn.playerID) else { return false }
            return seen.insert(player).inserted
        }
        return rows.sorted { a, b in
            let (ma, mb) = (a.int(PlayerMatchStatsColumn.minutes) ?? 0, b.int(PlayerMatchStatsColumn.minutes) ?? 0)
            return ma != mb ? ma > mb : (a.int(SharedColumn.playerID) ?? 0) < (b.int(SharedColumn.playerID) ?? 0)
        }
    }
}
