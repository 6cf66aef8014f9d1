import Dispatch
import Foundation

/// The one way CPU-heavy or blocking work runs (docs/ARCHITECTURE.md §9): async code never does
/// it on Swift's cooperative pool, whose few threads (one per core) every task shares, but awaits
/// `offPool`, which runs it on a Dispatch thread; there, `run` and `map` spread independent jobs
/// over every core and hand back their results in input order, so no byte depends on which job
/// finished first.
package enum CPUJobs {
    /// The result of `work`, run on a Dispatch thread outside the cooperative pool; the awaiting
    /// task holds no thread meanwhile.
    package static func offPool<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    /// `offPool` for work that throws.
    package static func offPool<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await offPool { Swift.Result { try work() } }.get()
    }

    /// The result of each job, in the jobs' order, the jobs run side by side. Blocks the calling
    /// thread until all are done: call it inside `offPool` (or from a thread of one's own).
    package static func run<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result] {
        let slots = ResultSlots<Result>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            slots.store(jobs[index](), at: index)
        }
        return slots.results
    }

    /// `items.map(transform)`, computed in chunks on every core; as `run`, off the pool only.
    package static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let chunkSize = max(1, items.count / (ProcessInfo.processInfo.activeProcessorCount * 4))
        let chunks = stride(from: 0, to: items.count, by: chunkSize).map { start in
            { @Sendable in items[start..<min(start + chunkSize, items.count)].map(transform) }
        }
        return run(chunks).flatMap { $0 }
    }
}

/// One slot per job, filled from any thread under a lock.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func store(_ value: Result, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        values[index] = value
    }

    /// Every slot's value; all must be filled.
    var results: [Result] {
        lock.lock()
        defer { lock.unlock() }
        return values.map { $0! }
    }
}
