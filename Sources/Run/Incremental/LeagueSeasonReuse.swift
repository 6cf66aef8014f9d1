import APIModel
import Extract
import FileIO
import Intake
import LeagueSeasonStore
import PipelineSpec
import Tabular
import Transform
import XLSXOutput

/// Decides, league-season by league-season, whether a run reuses a stored result
/// (`StoredLeagueSeason`) instead of fetching, building and rendering it, and stores what the
/// run builds. Keys are `InputsDigest`s. Entries are written only once the run's outputs are
/// committed (`commit`): a run that stops or fails stores nothing, and drops what it began.
/// The store is a cache: one that cannot be written is skipped with a warning, and a result
/// larger than the store's bound is not stored (one info line); neither changes the run.
final class LeagueSeasonReuse {
    private let store: LeagueSeasonStore
    /// The pipeline a default store folder belongs to (`RunOptions.storeOwner`).
    private let owner: String?
    private let answers: OfflineAnswers
    private let digests: InputsDigest
    /// False under `--full`: everything is built, and stored again.
    private let reads: Bool
    private let log: RunLog
    private let plans: (LeagueSeason) -> [PlannedRequest]
    /// Each league-season's entry path, for those whose inputs could be read without the network.
    private var entries: [LeagueSeason: String] = [:]
    /// League-seasons built this run, with the file their result waits in until the commit.
    private var pending: [(leagueSeason: LeagueSeason, entry: String, result: String, workbook: String?)] = []
    /// Entries this run used or wrote.
    private var kept: Set<String> = []
    /// How many league-seasons this run reused.
    private(set) var reusedCount = 0
    /// False once a write to the store failed: the run stores nothing more.
    private var writable = true

    /// Nil when the run keeps no store (`--check`, no store folder) or its season level cannot
    /// be read without the network; `cachedAnswers` is an API source's cache.
    init?(
        pipeline: Pipeline, options: RunOptions, seasonLevel: [Request], shared: [Table], leagueSeasons: [LeagueSeason],
        plans: @escaping (LeagueSeason) -> [PlannedRequest], cachedAnswers: CachedAnswerLookup?, log: RunLog
    ) {
        guard !options.check, let directory = options.storeDirectory,
            let answers = OfflineAnswers(source: pipeline.source, cachedAnswers: cachedAnswers),
            let digests = InputsDigest(pipeline: pipeline, seasonLevel: seasonLevel, shared: shared, answers: answers)
        else { return nil }
        store = LeagueSeasonStore(directory: directory, maxBytes: options.storeMaxBytes)
        owner = options.storeOwner
        self.answers = answers
        self.digests = digests
        reads = !options.full
        self.log = log
        self.plans = plans
        for leagueSeason in leagueSeasons {
            if let digest = digests.digest(of: leagueSeason, planned: plans(leagueSeason)) {
                entries[leagueSeason] = store.path(league: leagueSeason.league, season: leagueSeason.season, digest: digest)
            }
        }
    }

    /// The digest of every league-season's inputs in order (`leagueSeasons`), when each can be read
    /// without the network; what `UnchangedRun` keys a whole run by.
    func digest(of leagueSeasons: [LeagueSeason]) -> String? {
        var running = ContentDigest.Running()
        for leagueSeason in leagueSeasons {
            guard let entry = entries[leagueSeason] else { return nil }
            running.update(Array("\(FilePath.lastComponent(of: entry))\n".utf8))
        }
        return running.finalize()
    }

    /// The stored result of `leagueSeason`, when its inputs are those it was stored with; a damaged
    /// entry is reported and rebuilt.
    func reused(_ leagueSeason: LeagueSeason, workbookPath: String?) -> StoredLeagueSeason? {
        guard reads, let path = entries[leagueSeason] else { return nil }
        switch store.read(path) {
        case .missing: return nil
        case .damaged(let path, let damage):
            log.warning(
                "store_entry_damaged",
                "the stored result \(path) is damaged (\(damage.words)); \(leagueSeason) is built again and stored anew")
            return nil
        case .found(let payload):
            guard var stored = try? StoredLeagueSeason(decoding: payload) else {
                log.warning(
                    "store_entry_damaged", "the stored result \(path) cannot be read; \(leagueSeason) is built again and stored anew")
                return nil
            }
            // Answers the plan did not name (later pages) are keyed here: all must read as stored.
            guard stored.workbook?.path == workbookPath, answers.digest(of: stored.answered.map(\.request)) == stored.answeredDigest
            else { return nil }
            kept.insert(path)
            LeagueSeasonStore.touch(path)
            reusedCount += 1
            // Counted as a full run would read them now (an API source's first came from the network).
            stored.answered = stored.answered.map { AnsweredRequest(request: $0.request, origin: answers.origin) }
            return stored
        }
    }

    /// Keeps what the run built of `leagueSeason` until the commit; nothing when its inputs cannot be
    /// read without the network, the store cannot be written or the result is too large for it.
    func keep(
        _ leagueSeason: LeagueSeason, output: TransformOutput, summary: LeagueSeasonSummary, fetched answered: [AnsweredRequest],
        warnings: [ExtractWarning], skips: [PlanSkip], workbookPath: String?
    ) {
        guard writable, let entry = entryAfterFetch(of: leagueSeason), let answeredDigest = answers.digest(of: answered.map(\.request))
        else { return }
        let result = FilePath.joined(
            FilePath.directory(of: entry), StoreFileName.pending(of: FilePath.lastComponent(of: entry), processID: FileSystem.processID))
        let bytes = StoredLeagueSeason.encodeResult(
            output, summary: summary, answered: answered, answeredDigest: answeredDigest, warnings: warnings, skips: skips)
        guard bytes.count <= store.maxBytes else { return notStored(leagueSeason, bytes: bytes.count) }
        do {
            try AtomicFileWriter.replace(result, with: bytes)
        } catch {
            return unwritable(result, reason: error.reason)
        }
        pending.append((leagueSeason, entry, result, workbookPath))
    }

    /// Stores nothing more this run, saying so once.
    private func unwritable(_ path: String, reason: String) {
        writable = false
        log.warning(
            "store_unwritable",
            "the store \(store.directory) cannot be written (\(path): \(reason)); "
                + "this run stores no league-season, and its outputs are not affected")
    }

    private func notStored(_ leagueSeason: LeagueSeason, bytes: Int) {
        let megabytes = (Double(bytes) / 1_048_576 * 10).rounded(.up) / 10
        log.info(
            "store_entry_too_large",
            "\(leagueSeason) is not stored: its result (\(megabytes) MiB) is larger than load.store.max_mb (\(store.maxBytes >> 20)) allows"
        )
    }

    /// The entry `leagueSeason`'s result is stored under, keyed by its answers as the run read them: a
    /// cache's, just fetched (a first run) or aged since the run began, are read again.
    private func entryAfterFetch(of leagueSeason: LeagueSeason) -> String? {
        guard answers.changeDuringRun else { return entries[leagueSeason] }
        answers.forgetCachedDigests()
        let entry = digests.digest(of: leagueSeason, planned: plans(leagueSeason)).map {
            store.path(league: leagueSeason.league, season: leagueSeason.season, digest: $0)
        }
        entries[leagueSeason] = entry
        return entry
    }

    /// Stores every league-season built this run, its workbook as committed with `rendered`
    /// sheets and warnings, then cleans the store and removes abandoned ones beside it. A result
    /// that cannot be stored is only reported: the outputs are already committed.
    func commit(rendered: [String: RecordedWorkbook]) {
        for item in pending {
            defer { FileSystem.removeFile(item.result) }
            var workbook: StoredWorkbook?
            if let path = item.workbook {
                guard let done = rendered[path], let bytes = LeagueSeasonStore.committedFile(path) else { continue }
                workbook = StoredWorkbook(path: path, bytes: bytes, sheets: done.sheets, warnings: done.warnings)
            }
            guard writable, let result = try? RegularFileReader.read(item.result, followingLinks: false) else { continue }
            do {
                switch try store.write(result + StoredLeagueSeason.encodeWorkbook(workbook), to: item.entry) {
                case .stored: kept.insert(item.entry)
                case .tooLarge(let bytes): notStored(item.leagueSeason, bytes: bytes)
                }
            } catch {
                unwritable(item.entry, reason: error.reason)
            }
        }
        pending = []
        store.clean(kept: kept, leagueSeasons: Set(entries.keys.map { "\($0.league)-\($0.season)" }))
        if let owner, !kept.isEmpty {
            AbandonedStores.claim(store.directory, for: owner)
            AbandonedStores.remove(besides: store.directory)
        }
    }

    /// Drops what a stopped or failed run began to store.
    func discard() {
        for item in pending { FileSystem.removeFile(item.result) }
        pending = []
    }
}
