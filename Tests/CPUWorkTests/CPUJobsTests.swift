import CPUWork
import Dispatch
import Testing

/// CPU work runs off Swift's cooperative pool and gives its results in input order. Judged by
/// the runtime itself: a task exists only on the pool's threads, and a pool left free answers
/// another task while the work blocks.
@Suite(.serialized) struct CPUJobsTests {
    @Test func workRunsOutsideTheCooperativePool() async {
        #expect(await CPUJobs.offPool { withUnsafeCurrentTask { $0 == nil } })
        // What the workbook queue did before: a detached task runs on the pool.
        #expect(await Task.detached { withUnsafeCurrentTask { $0 == nil } }.value == false)
    }

    /// More blocked jobs than the pool has threads, and the pool still runs another task. The
    /// limit only catches a deadlock: inside `make test` the suites beside this one keep Dispatch's
    /// threads busy, and the jobs waited up to three minutes for one on two cores.
    @Test(.timeLimit(.minutes(6))) func blockedWorkLeavesThePoolFree() async {
        let gate = DispatchSemaphore(value: 0)
        let count = 4
        let jobs = (0..<count).map { index in
            Task {
                await CPUJobs.offPool {
                    gate.wait()
                    return index
                }
            }
        }
        #expect(await Task { 42 }.value == 42)
        for _ in 0..<count { gate.signal() }
        var results: [Int] = []
        for job in jobs { results.append(await job.value) }
        #expect(results == Array(0..<count))
    }

    /// Jobs that end in the reverse of their order still come back in it.
    @Test func resultsComeInInputOrder() async {
        let results = await CPUJobs.offPool {
            CPUJobs.run(
                (0..<32).map { index in
                    { @Sendable in
                        var sum = 0
                        for step in 0..<((32 - index) * 20_000) { sum &+= step }
                        return (index, sum)
                    }
                })
        }
        #expect(results.map(\.0) == Array(0..<32))
        let mapped = await CPUJobs.offPool { CPUJobs.map(Array(0..<1_000)) { $0 * 2 } }
        #expect(mapped == (0..<1_000).map { $0 * 2 })
    }

    @Test func thrownErrorsComeBackToTheAwaitingTask() async {
        struct Refused: Error, Equatable {}
        await #expect(throws: Refused()) { try await CPUJobs.offPool { () throws -> Int in throw Refused() } }
    }
}
