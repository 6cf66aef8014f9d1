import APIModel
import TestSupport
import Testing

@testable import Extract

/// A details batch put together from per-fixture entries (docs/ARCHITECTURE.md §7).
@Suite struct BatchAssemblyTests {
    private let clock = VirtualClock()

    /// When the API refuses the ids the cache lacks, the batch is asked as planned: the answer
    /// (here the refusal) belongs to the batch, never to a request the plan did not make.
    @Test func aRefusedRemainderFetchesTheBatchAsAsked() async throws {
        try await ScratchDirectory.with { folder in
            let single = Request(.fixtures, ["ids": "7"])
            let batch = Request(.fixtures, ["ids": "7-8"])
            let inner = ScriptedResponseSource(clock: clock) { request, _ in
                Array((request == single ? Envelopes.fixtures(["FT"], answering: single) : Envelopes.error("ids", "refused")).utf8)
            }
            let source = CachingResponseSource(inner: inner, directory: folder, baseURL: "http://127.0.0.1:9/", clock: clock)
            _ = try await source.response(for: single)
            let answer = try await source.response(for: batch)
            #expect(answer.request == batch)
            #expect(inner.callCount == 3, "the single, the refused remainder, then the batch")
        }
    }
}
