package import APIModel
import FileIO

/// The league-seasons a recordings folder can replay: those whose fixture list
/// (`fixtures/league=L&season=S.json`, what every other request of a league-season is planned
/// from) is recorded. Read from file names alone, so asking costs one folder listing.
package enum RecordedLeagueSeasons {
    /// The league-seasons with a recorded fixture list in `directory`, in ascending order.
    package static func list(in directory: String) -> [LeagueSeason] {
        let names = FileSystem.names(in: FilePath.joined(directory, Endpoint.fixtures.recordingFolder))
        return Set(names.compactMap(leagueSeason(fromFileName:))).sorted()
    }

    /// `league=39&season=2023.json` → league 39 season 2023; nil for any other query.
    static func leagueSeason(fromFileName name: String) -> LeagueSeason? {
        guard name.hasSuffix(".json") else { return nil }
        var fields: [Substring: Int] = [:]
        for pair in name.dropLast(5).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            fields[parts[0]] = value
        }
        guard fields.count == 2, let league = fields["league"], let season = fields["season"] else { return nil }
        return LeagueSeason(league: league, season: season)
    }

    /// `9001: 2022, 2023; 9002: 2023`, or `none` for a folder without fixture lists.
    package static func text(_ leagueSeasons: [LeagueSeason]) -> String {
        guard !leagueSeasons.isEmpty else { return "none" }
        let byLeague = Dictionary(grouping: leagueSeasons, by: \.league)
        return byLeague.keys.sorted().map { league in
            "\(league): " + byLeague[league]!.map { String($0.season) }.sorted().joined(separator: ", ")
        }.joined(separator: "; ")
    }
}
