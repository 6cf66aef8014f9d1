import Foundation

/// A clock whose sleeps move its time to their deadline at once instead of waiting: for tests
/// and dry runs. Concurrent sleeps overlap as real ones would (time only moves forward).
package final class VirtualClock: ExtractClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Double
    private var deadlines: [Double] = []

    package init(start: Double = 1_700_000_000) { current = start }

    package func now() -> Double { lock.withLock { current } }

    package func sleep(until deadline: Double) async throws {
        try Task.checkCancellation()
        lock.withLock {
            deadlines.append(deadline)
            current = max(current, deadline)
        }
        await Task.yield()
    }

    /// Moves the time forward, as if the program had been idle.
    package func advance(by seconds: Double) { lock.withLock { current += seconds } }

    /// The deadline of every sleep so far, in order.
    package var sleepDeadlines: [Double] { lock.withLock { deadlines } }
}
