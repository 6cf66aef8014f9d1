package import APIModel
import FileIO
import Intake
import JSON
package import PipelineSpec

/// Tees every answer it passes on into a recordings folder (docs/ARCHITECTURE.md §7): the envelope alone,
/// pretty-printed (compact when that would pass the answer's cap, so every recording can be read
/// back), written atomically; no header, key or timestamp. Error envelopes are never written, and
/// a file that already holds the same bytes is left alone.
package struct RecordingResponseSource: ResponseSource {
    private let inner: any ResponseSource
    /// The recordings folder.
    package let directory: String
    /// No recording is larger.
    private let answerLimit: AnswerSizeLimit

    package init(inner: any ResponseSource, directory: String, answerLimit: AnswerSizeLimit = .standard) {
        self.inner = inner
        self.directory = directory
        self.answerLimit = answerLimit
    }

    package func holdsAnswerOffline(for request: Request) -> Bool {
        FileSystem.isRegularFile(FilePath.joined(directory, request.recordingPath)) || inner.holdsAnswerOffline(for: request)
    }

    package func response(for request: Request) async throws -> Response {
        let response = try await inner.response(for: request)
        guard let envelope = response.parsed ?? (try? JSONParser.parse(response.body)), APIRefusal.decisive(in: envelope) == nil,
            AnswerCheck.isStorable(envelope, answering: request)
        else {
            return response
        }
        let path = FilePath.joined(directory, request.recordingPath)
        do {
            try AtomicFileWriter.replaceUnlessSame(path, with: Array(JSONWriter.pretty(envelope, maximumBytes: answerLimit.bytes).utf8))
        } catch {
            throw ExtractError.writing(request: request, path: path, failedWith: error)
        }
        return response
    }
}
