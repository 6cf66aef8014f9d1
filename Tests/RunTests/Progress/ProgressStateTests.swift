import APIModel
import Extract
import Testing

@testable import Run

@Suite struct ProgressStateTests {
    @Test func theLiveLineCountsAgainstWhatThePlanKnows() {
        var state = ProgressState()
        let request = Request(.standings, ["league": "39", "season": "2023"])
        state.apply(.planned(known: 8))
        state.apply(.requestFinished(request, origin: .cache, bytes: 10))
        state.apply(.requestFinished(request, origin: .network, bytes: 10))
        state.apply(.planned(known: 409))
        state.apply(.quota(QuotaReading(dayLimit: 100, dayRemaining: 57)))
        state.apply(.waiting(request, seconds: 5.2, reason: .pacing))
        #expect(state.statusLine == "requests 2/409 · cache 1 · network 1 · quota left 57 · waiting 6 s (pacing)")
        state.apply(.requestStarted(request))
        #expect(state.statusLine == "requests 2/409 · cache 1 · network 1 · quota left 57")
    }
}
