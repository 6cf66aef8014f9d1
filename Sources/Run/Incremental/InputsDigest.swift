import APIModel
import Extract
import FileIO
import LeagueSeasonStore
import PipelineSpec
import Tabular
import XLSXOutput

/// What keys a league-season's stored result: the SHA-256 of everything that can reach its
/// bytes. Common to all league-seasons: the format version, the build (`BuildFingerprint`),
/// `SOURCE_DATE_EPOCH`, the pipeline file's bytes and its name and options as read (every
/// option it sets, `${VAR}`s substituted: the name reaches the manifest and data package, which
/// a rerun with nothing to write leaves as they are, `UnchangedRun`), the season-level
/// answers that name no league-season (catalogs, squads, players…) and the rows of the shared
/// tables its workbook reads. Its own: its season-level answers (those naming its league and
/// season), then its fixture-level answers as planned.
struct InputsDigest {
    static let formatVersion = "football-etl league-season inputs 1"

    private let common: String
    private let ownSeasonLevel: [LeagueSeason: [Request]]
    private let answers: OfflineAnswers

    /// Nil when a season-level answer cannot be read without the network, or the build unknown.
    init?(pipeline: Pipeline, seasonLevel: [Request], shared: [Table], answers: OfflineAnswers) {
        guard !BuildFingerprint.current.isEmpty else { return nil }
        var own: [LeagueSeason: [Request]] = [:]
        var commonRequests: [Request] = []
        for request in seasonLevel.sorted() {
            if let league = request["league"].flatMap(Int.init), let season = request["season"].flatMap(Int.init) {
                own[LeagueSeason(league: league, season: season), default: []].append(request)
            } else {
                commonRequests.append(request)
            }
        }
        guard let commonAnswers = answers.digest(of: commonRequests) else { return nil }
        var writer = StoreWriter()
        writer.text(Self.formatVersion)
        writer.text(BuildFingerprint.current)
        writer.optionalText(WorkbookTimestamp.environmentValue())
        writer.raw(pipeline.origin.bytes)
        writer.text(pipeline.name)
        // As read, `${VAR}`s substituted; maps in key order (their own order changes per process).
        writer.text(String(reflecting: pipeline.load) + String(reflecting: pipeline.transform) + String(reflecting: pipeline.scope))
        let extract = pipeline.extract
        writer.text(String(reflecting: (extract.datasets, extract.fixtureWindow, extract.players, extract.headToHead)))
        writer.text(String(reflecting: extract.tableChoices.sorted { $0.key < $1.key }))
        writer.text(commonAnswers)
        for table in shared { writer.table(table) }
        common = ContentDigest.sha256(writer.bytes)
        ownSeasonLevel = own
        self.answers = answers
    }

    /// The digest of `leagueSeason`'s inputs, its fixture level as `planned`; nil when an answer
    /// cannot be read without the network.
    func digest(of leagueSeason: LeagueSeason, planned: [PlannedRequest]) -> String? {
        guard let own = answers.digest(of: ownSeasonLevel[leagueSeason] ?? []),
            let fixtureLevel = answers.digest(of: planned.map(\.request))
        else { return nil }
        return ContentDigest.sha256(Array("\(common)\n\(leagueSeason.league)-\(leagueSeason.season)\n\(own)\n\(fixtureLevel)\n".utf8))
    }
}
