import APIModel
import Extract
import FileIO
import PipelineSpec

/// The raw bodies of answers a run can read without the network: a recorded source's files, or
/// an API source's cache entries while they are fresh (`CachedAnswerLookup`: the cache's own
/// lifetimes and clock). A request it cannot read this way (a missing file, an entry missing,
/// expired or damaged, an API source without a cache) has no digest here, and its league-season
/// is run, never reused.
final class OfflineAnswers {
    private enum Reader {
        case recordings(ReplayingResponseSource)
        case cache(CachedAnswerLookup)
    }

    private let reader: Reader
    /// Each body's digest once read: a league-season's answers are digested twice, to key it and
    /// to check the answers its stored result names.
    private var digests: [Request: String] = [:]
    /// Each file's digest once read (a batch answers twenty requests).
    private var files: [String: String] = [:]

    /// Nil for an API source without a cache (every answer would need the network), and for one
    /// that records: a reused league-season's answers would be missing from the recording.
    init?(source: SourceSpec, cachedAnswers: CachedAnswerLookup?) {
        switch source {
        case .recorded(let directory, let limit):
            reader = .recordings(ReplayingResponseSource(directory: directory, answerLimit: limit))
        case .api(let api):
            guard api.recordDirectory == nil, let cachedAnswers else { return nil }
            reader = .cache(cachedAnswers)
        }
    }

    /// Where a full run would take the answers a reused league-season names: the recordings, or
    /// the cache (whatever origin they had when its result was stored).
    var origin: ResponseOrigin {
        switch reader {
        case .recordings: .recording
        case .cache: .cache
        }
    }

    /// Whether answers can change while the run goes on: cache entries are fetched and age.
    var changeDuringRun: Bool {
        if case .cache = reader { true } else { false }
    }

    /// Forgets the digests read so far, once the run has fetched answers (a cache's entries may
    /// have changed since); a recording's cannot change and are kept.
    func forgetCachedDigests() {
        if changeDuringRun { digests = [:] }
    }

    /// The digest of what the run reads to answer `request`, nil when that needs the network.
    private func answerDigest(of request: Request) -> String? {
        if let known = digests[request] { return known }
        let digest: String?
        switch reader {
        case .recordings(let recordings): digest = recordedDigest(of: request, in: recordings)
        case .cache(let cache): digest = cache.body(for: request).map(ContentDigest.sha256)
        }
        digests[request] = digest
        return digest
    }

    /// Its recording, or the batch that holds its match and its own recording if there is one;
    /// nil when neither can be read.
    private func recordedDigest(of request: Request, in recordings: ReplayingResponseSource) -> String? {
        let own = fileDigest(recordings.path(for: request), limit: recordings.answerLimit)
        guard let batch = recordings.batchFile(answering: request) else { return own }
        return fileDigest(batch, limit: recordings.answerLimit).map { "\($0) \(own ?? "-")" }
    }

    private func fileDigest(_ path: String, limit: AnswerSizeLimit) -> String? {
        if let known = files[path] { return known }
        let digest = ((try? RegularFileReader.read(path, limit: limit.bytes)) ?? nil).map(ContentDigest.sha256)
        files[path] = digest
        return digest
    }

    /// A digest of `requests` and their bodies, in order; nil when one cannot be read.
    func digest(of requests: some Sequence<Request>) -> String? {
        var running = ContentDigest.Running()
        for request in requests {
            guard let digest = answerDigest(of: request) else { return nil }
            running.update(Array("\(request.description)\n\(digest)\n".utf8))
        }
        return running.finalize()
    }
}
