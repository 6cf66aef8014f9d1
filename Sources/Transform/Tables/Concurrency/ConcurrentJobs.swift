import Foundation

/// Runs independent pieces of work on every core and hands back their results in input order,
/// so the output never depends on which piece finished first.
enum ConcurrentJobs {
    /// The result of each job, in the jobs' order.
    static func run<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result] {
        let slots = ResultSlots<Result>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            slots.store(jobs[index](), at: index)
        }
        return slots.results
    }

    /// `items.map(transform)`, computed in chunks on every core.
    static func map<Item: Sendable, Result: Sendable>(
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
