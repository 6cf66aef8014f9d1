import APIModel
import Extract
import FileIO
import PipelineSpec

/// The raw bodies of answers a run can read without the network: a recorded source's files.
/// A request it cannot read this way (an API source, a missing file) has no digest here, and
/// its league-season is run, never reused.
final class StoredAnswers {
    private let recordings: RecordedResponseSource
    /// Each body's digest once read: a league-season's answers are digested twice, to key it and
    /// to check the answers its stored result names.
    private var digests: [Request: String] = [:]
    /// Each file's digest once read (a batch answers twenty requests).
    private var files: [String: String] = [:]

    /// Nil for an API source: its cache entries age, and what would need the network is run.
    init?(source: SourceSpec) {
        guard case .recorded(let directory, let limit) = source else { return nil }
        recordings = RecordedResponseSource(directory: directory, answerLimit: limit)
    }

    /// The digest of what the run reads to answer `request`: its recording, or the batch that
    /// holds its match and its own recording if there is one; nil when neither can be read.
    private func answerDigest(of request: Request) -> String? {
        if let known = digests[request] { return known }
        let own = fileDigest(recordings.path(for: request))
        let digest: String?
        if let batch = recordings.batchFile(answering: request) {
            digest = fileDigest(batch).map { "\($0) \(own ?? "-")" }
        } else {
            digest = own
        }
        digests[request] = digest
        return digest
    }

    private func fileDigest(_ path: String) -> String? {
        if let known = files[path] { return known }
        let digest = ((try? RegularFileReader.read(path, limit: recordings.answerLimit.bytes)) ?? nil).map(ContentDigest.sha256)
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
