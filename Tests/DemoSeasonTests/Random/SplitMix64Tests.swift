import Testing

@testable import DemoSeason

@Suite struct SplitMix64Tests {
    @Test func matchesTheReferenceSequence() {
        // Reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func derivedStreamsDependOnEveryLabel() {
        var a = SplitMix64(seed: 7, labels: [1, 2])
        var b = SplitMix64(seed: 7, labels: [1, 3])
        var c = SplitMix64(seed: 7, labels: [1, 2])
        let first = a.next()
        #expect(first != b.next())
        #expect(first == c.next())
    }

    @Test func exponentialIsAccurateWithoutLibm() {
        #expect(abs(SplitMix64.exponential(-1.5) - 0.22313016014842982) < 1e-15)
        #expect(abs(SplitMix64.exponential(-0.2) - 0.8187307530779818) < 1e-15)
        #expect(abs(SplitMix64.exponential(-4) - 0.01831563888873418) < 1e-15)
    }

    @Test func drawsStayInRange() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<1000 {
            #expect((3...9).contains(rng.int(in: 3...9)))
            let u = rng.unit()
            #expect(u >= 0 && u < 1)
        }
        #expect(rng.weightedIndex([0, 0, 5, 0]) == 2)
        #expect(rng.shuffled(Array(1...10)).sorted() == Array(1...10))
    }
}
