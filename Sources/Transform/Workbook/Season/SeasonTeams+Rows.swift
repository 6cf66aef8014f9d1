extension SeasonTeams {
    /// The teams whose sheet shows more than a name and an id: those with fixtures, a squad,
    /// `players` rows, head-to-head matches or a coach. The others get no sheet and no link.
    func withRows(_ index: SeasonIndex) -> [SeasonTeam] {
        let playerTeams = Set(index.seasonsByPlayer.values.joined().compactMap { $0.int(SharedColumn.teamID) })
        return teams.filter { team in
            index.fixturesByTeam[team.id] != nil || index.squadByTeam[team.id] != nil || playerTeams.contains(team.id)
                || index.headToHeadByTeam[team.id] != nil || index.coachesByTeam[team.id] != nil
        }
    }
}
