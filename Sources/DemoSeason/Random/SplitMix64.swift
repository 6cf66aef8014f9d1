/// The generator's only source of randomness: SplitMix64, seeded explicitly, so the same
/// arguments give the same season on every machine and every run.
package struct SplitMix64: Sendable {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// A generator for one concern (a league, a match, a player) derived from a base seed and
    /// labels, so changing one part of the season does not shift the numbers of another.
    package init(seed: UInt64, labels: [UInt64]) {
        var mixer = SplitMix64(seed: seed)
        var mixed = mixer.next()
        for label in labels {
            mixer = SplitMix64(seed: mixed ^ (label &* 0x9E37_79B9_7F4A_7C15))
            mixed = mixer.next()
        }
        state = mixed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
