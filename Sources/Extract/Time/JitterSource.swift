import Foundation

/// Random fractions in [0, 1) that spread retry delays; injected so tests get fixed delays.
package protocol JitterSource: Sendable {
    /// The next fraction in [0, 1).
    func nextFraction() -> Double
}

/// A SplitMix64 generator: the same seed gives the same fractions.
package final class SeededJitter: JitterSource, @unchecked Sendable {
    private let lock = NSLock()
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package func nextFraction() -> Double {
        let bits = lock.withLock { () -> UInt64 in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return Double(bits >> 11) / Double(1 << 53)
    }
}

/// The system's random generator, for production runs.
package struct SystemJitter: JitterSource {
    package init() {}

    package func nextFraction() -> Double { Double.random(in: 0..<1) }
}
