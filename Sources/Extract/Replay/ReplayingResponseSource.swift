package import APIModel
import FileIO
import JSON
package import PipelineSpec

/// Answers from a recordings folder in the docs/ARCHITECTURE.md §7 layout; never touches the network.
package struct ReplayingResponseSource: ResponseSource {
    /// The recordings folder.
    package let directory: String
    /// No recording above it is read.
    package let answerLimit: AnswerSizeLimit
    /// The folder's `fixtures?ids=` batches, which answer per-match requests first.
    let batches: RecordedBatches

    package init(directory: String, answerLimit: AnswerSizeLimit = .standard) {
        self.directory = directory
        self.answerLimit = answerLimit
        batches = RecordedBatches(directory: directory)
    }

    /// Where the recording of `request` is (or would be).
    package func path(for request: Request) -> String {
        FilePath.joined(directory, request.recordingPath)
    }

    package func holdsAnswerOffline(for request: Request) -> Bool {
        if let part = FixturePartRequest(request), batches.batch(holding: part.fixture) != nil { return true }
        return FileSystem.isRegularFile(path(for: request))
    }

    package func response(for request: Request) async throws -> Response {
        if let part = FixturePartRequest(request), let cut = try await batches.response(for: part, reading: self) { return cut }
        return try await recordedResponse(for: request)
    }

    /// The recording of `request` itself.
    func recordedResponse(for request: Request) async throws -> Response {
        let path = path(for: request)
        let body: [UInt8]
        do {
            guard let bytes = try RegularFileReader.read(path, limit: answerLimit.bytes) else { throw absence(of: request, at: path) }
            body = bytes
        } catch let error as ExtractError {
            throw error
        } catch let failure as FileError {
            throw Self.error(for: failure, request: request, path: path)
        }
        let envelope: JSONValue
        do {
            envelope = try JSONParser.parse(body)
        } catch {
            throw ExtractError.invalidRecording(request: request, path: path, reason: error.description)
        }
        if let refusal = APIRefusal.decisive(in: envelope) {
            throw Self.error(for: refusal, request: request)
        }
        return Response(request: request, body: body, origin: .recording, parsed: envelope, location: path)
    }

    /// Why nothing answers `request`: the folder is missing, its league-season is not recorded
    /// (saying which are), or only this recording is missing.
    private func absence(of request: Request, at path: String) -> ExtractError {
        guard FileSystem.kind(of: directory) == .directory else { return .recordingsFolderMissing(request: request, directory: directory) }
        if let league = request["league"].flatMap(Int.init), let season = request["season"].flatMap(Int.init) {
            let leagueSeason = LeagueSeason(league: league, season: season)
            let recorded = RecordedLeagueSeasons.list(in: directory)
            if !recorded.contains(leagueSeason) {
                return .leagueSeasonNotRecorded(request: request, leagueSeason: leagueSeason, directory: directory, recorded: recorded)
            }
        }
        return .missingRecording(request: request, expectedPath: path)
    }

    /// A file that is not a regular file is a missing recording (66), one too large bad data (65).
    private static func error(for failure: FileError, request: Request, path: String) -> ExtractError {
        switch failure.cause {
        case .notARegularFile(let kind): .recordingNotAFile(request: request, path: path, kind: kind.words)
        case .tooLarge(let bytes, let limit): .oversizedRecording(request: request, path: path, bytes: bytes, limit: limit)
        case .system, .fileInTheWay, .endedEarly: .unreadableRecording(request: request, path: path, reason: failure.reason)
        }
    }

    /// A recorded refusal: the key or plan is 77, anything else is bad data (65).
    private static func error(for refusal: APIRefusal, request: Request) -> ExtractError {
        switch refusal.kind {
        case .token: .authRefused(request: request, message: refusal.message)
        case .plan: .planRefused(request: request, message: refusal.message)
        default: .apiRejected(request: request, field: refusal.fieldName, message: refusal.message)
        }
    }
}
