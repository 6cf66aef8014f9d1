import APIModel
import Staging
import Tabular

/// A conversion's tables, built at once from every saved answer, handed out as a run hands its
/// own: the shared tables once, then each league-season's own rows of every per-league-season
/// table, league-seasons ascending (those the rows name), so the session writes the same files,
/// partitions included. Rows that name no league-season go with the last league-season's (a
/// partitioned output writes them to the table's shared file); with no league-season at all,
/// their tables are written whole, like shared ones.
struct ConvertedLeagueSeasons {
    private(set) var shared: [Table] = []
    /// Each league-season's own tables, league-seasons ascending.
    private(set) var perLeagueSeason: [LeagueSeasonTables] = []

    init(_ tables: [Table]) {
        let partitions = TablePartitions(keys: [], leagueSeasons: [], tables: tables)
        var own: [(table: Table, places: [LeagueSeason?])] = []
        for table in tables {
            guard let places = partitions.leagueSeasons(ofRowsOf: table) else {
                shared.append(table)
                continue
            }
            own.append((table, places))
        }
        let leagueSeasons = Set(own.flatMap { $0.places.compactMap(\.self) }).sorted()
        guard !leagueSeasons.isEmpty else {
            shared += own.map(\.table)
            return
        }
        for (index, leagueSeason) in leagueSeasons.enumerated() {
            let tables = own.map { table, places in table.with(rows: zip(table.rows, places).filter { $1 == leagueSeason }.map(\.0)) }
            perLeagueSeason.append(LeagueSeasonTables(leagueSeason: leagueSeason, index: index, tables: tables))
        }
        let unplaced = own.map { table, places in table.with(rows: zip(table.rows, places).filter { $1 == nil }.map(\.0)) }
            .filter { !$0.rows.isEmpty }
        if !unplaced.isEmpty {
            perLeagueSeason.append(
                LeagueSeasonTables(leagueSeason: leagueSeasons[leagueSeasons.count - 1], index: leagueSeasons.count - 1, tables: unplaced))
        }
    }

    /// The league-seasons the rows name, ascending.
    var leagueSeasons: [LeagueSeason] {
        var seen: Set<LeagueSeason> = []
        return perLeagueSeason.map(\.leagueSeason).filter { seen.insert($0).inserted }
    }
}
