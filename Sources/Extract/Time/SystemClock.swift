import Foundation

/// The real wall clock and `Task.sleep`.
package struct SystemClock: ExtractClock {
    package init() {}

    private static let longestSleepSeconds = Double(UInt64.max / 1_000_000_000)

    package func now() -> Double { Date().timeIntervalSince1970 }

    package func sleep(until deadline: Double) async throws {
        let seconds = deadline - now()
        guard seconds > 0 else { return }
        // UInt64 nanoseconds hold 584 years; a longer (or infinite) wait would trap converting.
        try await Task.sleep(nanoseconds: seconds < Self.longestSleepSeconds ? UInt64(seconds * 1_000_000_000) : UInt64.max)
    }
}
