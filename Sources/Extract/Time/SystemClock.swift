import Foundation

/// The real wall clock and `Task.sleep`.
package struct SystemClock: ExtractClock {
    package init() {}

    package func now() -> Double { Date().timeIntervalSince1970 }

    package func sleep(until deadline: Double) async throws {
        let seconds = deadline - now()
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
