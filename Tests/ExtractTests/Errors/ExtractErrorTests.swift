import APIModel
import FileIO
import Testing

@testable import Extract

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct ExtractErrorTests {
    private let request = Request(.fixtures, ["league": "39", "season": "2023"])

    @Test func everyCaseHasItsSysexitsCode() {
        let expected: [(ExtractError, Int32)] = [
            (.missingRecording(request: request, expectedPath: "r/fixtures/x.json"), 66),
            (.unreadableRecording(request: request, path: "p", reason: "denied"), 74),
            (.invalidRecording(request: request, path: "p", reason: "line 1"), 65),
            (.authRefused(request: request, message: "m"), 77),
            (.planRefused(request: request, message: "m"), 77),
            (.quotaExhausted(request: request, message: "m"), 75),
            (.budgetExhausted(request: request, budget: 100), 75),
            (.rateLimited(request: request, retryAfterSeconds: 3, message: "m"), 75),
            (.transientFailure(request: request, reason: "r"), 69),
            (.apiUnavailable(request: request, reason: "r"), 69),
            (.httpRefused(request: request, status: 404, message: "m"), 69),
            (.apiRejected(request: request, field: "season", message: "m"), 65),
            (.unwritableFile(request: request, path: "p", reason: "r"), 73),
            (.fileWriteFailed(request: request, path: "p", reason: "r"), 74),
            (.recordingNotAFile(request: request, path: "p", kind: "a FIFO (named pipe)"), 66),
            (.oversizedRecording(request: request, path: "p", bytes: 1 << 30, limit: 64 << 20), 65),
            (.oversizedAnswer(request: request, limit: 64 << 20), 65),
            (.impossibleAnswerShape(request: request, source: "p", path: "response", expected: "an array", found: "null"), 65),
            (.answerMismatch(request: request, source: "p", path: "get", requested: "a", found: "b"), 65),
            (.missingFixtures(request: request, source: "p", ids: [1]), 65)
        ]
        for (error, code) in expected {
            #expect(error.exitCode == code, "\(error)")
            #expect(error.request == request)
        }
    }

    /// A full disk is an I/O failure (74), as README's table says; a refused create stays 73.
    /// Reader: the OS itself, writing to /dev/full (ENOSPC on every write).
    @Test func aCacheOrRecordingWriteOnAFullDiskExits74() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var full: FileError?
        do { try FileSystem.writeAll([1, 2, 3], to: descriptor, path: "/dev/full") } catch { full = error }
        let diskFull = try #require(full)
        #expect(ExtractError.writing(request: request, path: "c", failedWith: diskFull).exitCode == 74)
        let refused = FileError(.create, "c", .system(.permissionDenied))
        #expect(ExtractError.writing(request: request, path: "c", failedWith: refused).exitCode == 73)
    }

    @Test func onlyRateLimitsAndTransientFailuresAreWorthRetrying() {
        #expect(ExtractError.rateLimited(request: request, retryAfterSeconds: nil, message: "m").isTransient)
        #expect(ExtractError.transientFailure(request: request, reason: "r").isTransient)
        #expect(!ExtractError.apiUnavailable(request: request, reason: "r").isTransient)
        #expect(!ExtractError.quotaExhausted(request: request, message: "m").isTransient)
    }

    @Test func messagesNameTheRequestAndWhatToDo() {
        let missing = ExtractError.missingRecording(request: request, expectedPath: "rec/fixtures/league=39&season=2023.json")
        #expect(missing.description.contains("fixtures?league=39&season=2023"))
        #expect(missing.description.contains("rec/fixtures/league=39&season=2023.json"))
        #expect(missing.description.contains("record"))
        let budget = ExtractError.budgetExhausted(request: request, budget: 100).description
        #expect(budget.contains("daily_budget of 100") && budget.contains("run again"))
        let rejected = ExtractError.apiRejected(request: request, field: "season", message: "bad season").description
        #expect(rejected.contains("`season`") && rejected.contains("bad season"))
    }
}
