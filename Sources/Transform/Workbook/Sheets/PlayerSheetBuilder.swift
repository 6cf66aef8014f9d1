import Tabular

/// One player's sheet: his profile, his season summary (`PlayerSummary`), the matches of the season he played (`player_match_stats`
/// placed by fixture; an unused substitute's rows only counted in the caption), his seasons
/// (`players` rows, all seasons) and his transfers. A block with nothing to show is left out.
struct PlayerSheetBuilder: Sendable {
    /// Ids of the sheet's table blocks.
    static let matchesID = "matches"
    static let seasonsID = "seasons"
    static let transfersID = "transfers"

    let tables: SeasonTables
    let index: SeasonIndex
    let directory: SheetDirectory

    /// The sheet of `player`, named `name`.
    func sheet(_ player: SeasonPlayer, named name: String) -> Sheet {
        var sections = SheetSections(title: player.name, link: IndexSheet.backLink)
        sections.append(.keyValues(Self.profile(player)))
        let columns = tables.playerMatchStats.map(matchColumns) ?? []
        let constant = PlayerSummary.constantColumns(columns, rows: player.playedMatches, kept: Self.matchesLeading)
        let summary = PlayerSummary.entries(player, index: index, constant: constant)
        if !summary.isEmpty { sections.section("Season", .keyValues(KeyValueBlock(summary))) }
        if tables.playerMatchStats != nil, !player.matches.isEmpty {
            let caption = Self.matchesCaption(played: player.playedMatches.count, unused: player.unusedSubstitute)
            if player.playedMatches.isEmpty {
                sections.section(caption)
            } else {
                let varying = columns.filter { column in !constant.contains { $0.0.name == column.name } }
                sections.section(caption, .table(matchesBlock(player.playedMatches, columns: varying)))
            }
        }
        if let players = tables.players, let seasons = index.seasonsByPlayer[player.id] {
            let columns = SheetColumns.ordered(players.columns(from: SharedColumn.season), first: Self.seasonsFirst, last: Self.seasonsLast)
            sections.section("Seasons", .table(RecordTable.block(id: Self.seasonsID, columns: columns, records: seasons)))
        }
        if let transfers = tables.transfers, let moves = index.transfersByPlayer[player.id] {
            let columns = SheetColumns.ordered(
                transfers.columns(from: TransfersColumn.date), first: Self.transfersFirst, last: Self.transfersLast)
            sections.section(
                "Transfers", .table(TransferType.shown(RecordTable.block(id: Self.transfersID, columns: columns, records: moves))))
        }
        return Sheet(name: name, blocks: sections.blocks, freezePanes: .belowFirstTableHeader(columns: FixtureContext.frozenColumns))
    }

    /// The Seasons and Transfers blocks share the sheet's column widths with the matches above
    /// them: their names go first, under the wide kick-off and opponent columns, and their ids
    /// and other text last, so the narrow match figures stay narrow and print on the first page.
    static let seasonsFirst = [SharedColumn.season.rawValue, SharedColumn.teamName.rawValue, "league_name"]
    static let seasonsLast = [SharedColumn.position.rawValue, SharedColumn.teamID.rawValue, SharedColumn.leagueID.rawValue]
    static let transfersFirst = [TransfersColumn.date.rawValue, "team_out_name", "team_in_name"]
    static let transfersLast = ["team_out_id", "team_in_id"]

    /// The summary line over his matches: how many he played, and how many times he sat on the
    /// bench unused (those rows are not listed).
    static func matchesCaption(played: Int, unused: Int) -> String {
        let matches = "Matches: \(played) played"
        guard unused > 0 else { return matches }
        return matches + "; \(unused) more as an unused substitute, not listed"
    }

    /// The match columns a reader looks for first, right after the opponent and side.
    static let matchesLeading = [PlayerMatchStatsColumn.minutes.rawValue, "rating", "goals", "assists"]

    /// The `player_match_stats` columns a matches table can show, led by minutes, rating, goals
    /// and assists, without those the Index or the context shows once (league id, season, ids).
    func matchColumns(_ stats: RecordTable) -> [Column] {
        let shownOnce = [SharedColumn.fixtureID, SharedColumn.teamID, SharedColumn.side, SharedColumn.playerID, SharedColumn.playerName]
        return SheetColumns.ordered(stats.columns(excluding: shownOnce + OverviewSheet.constantColumns), first: Self.matchesLeading)
    }

    /// His `player_match_stats` rows in round order under `columns`, each placed by
    /// `FixtureContext` (round, kick-off, opponent, side first).
    func matchesBlock(_ matches: [Record], columns: [Column]) -> TableBlock {
        let placed = matches.map { row in
            let key = row.int(SharedColumn.fixtureID).flatMap { id in
                row.int(SharedColumn.teamID).map { FixtureTeam(fixtureID: id, teamID: $0) }
            }
            return (row, key.flatMap { index.teamFixtures[$0] })
        }
        let rows = placed.map { row, match in
            let cells = row.cells(for: columns)
            return match.map { FixtureContext.row($0, cells) } ?? FixtureContext.row(unplaced: row, cells)
        }
        let block = TableBlock(id: Self.matchesID, columns: FixtureContext.blockColumns(around: columns), rows: rows)
        return directory.linked(block, column: FixtureContext.opponent, to: .team, ids: placed.map { $0.1?.opponentID })
    }

    /// Name, id, age, birth date, nationality, height, weight, position and team, where known.
    static func profile(_ player: SeasonPlayer) -> KeyValueBlock {
        let profile = player.profile
        let squad = player.squadEntry
        let seasonPosition = player.profileIsOfSeason ? profile?.text(SharedColumn.position) : nil
        let position =
            seasonPosition ?? squad?.text(SharedColumn.position) ?? profile?.text(SharedColumn.position)
            ?? player.matches.last?.text(SharedColumn.position)
        let entries: [KeyValueBlock.Entry] = [
            .init("Name", .text(player.name)),
            .init("Player ID", .integer(player.id)),
            .init("Age", .int(profile?.int(PlayersColumn.age) ?? squad?.int(SquadsColumn.age))),
            .init("Birth date", profile?[PlayersColumn.birthDate] ?? .null),
            .init("Nationality", profile?[PlayersColumn.nationality] ?? .null),
            .init("Height (cm)", profile?[PlayersColumn.heightCM] ?? .null),
            .init("Weight (kg)", profile?[PlayersColumn.weightKG] ?? .null),
            .init("Position", .string(position)),
            .init("Team", .string(player.teamName))
        ]
        return KeyValueBlock(entries.filter { !$0.value.isNull })
    }
}
