/// Draws built only on IEEE-exact arithmetic (no libm), so results match across platforms.
extension SplitMix64 {
    /// A uniform double in [0, 1) from the top 53 bits.
    package mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// A uniform integer in the range.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// A uniform double in the range.
    package mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// One element, uniformly.
    package mutating func pick<T>(_ items: [T]) -> T {
        precondition(!items.isEmpty, "pick from an empty list")
        return items[int(in: 0...(items.count - 1))]
    }

    /// An index drawn in proportion to the weights (all zero: uniform).
    package mutating func weightedIndex(_ weights: [Double]) -> Int {
        precondition(!weights.isEmpty, "weighted pick from an empty list")
        let total = weights.reduce(0, +)
        guard total > 0 else { return int(in: 0...(weights.count - 1)) }
        var target = unit() * total
        for (index, weight) in weights.enumerated() {
            target -= weight
            if target < 0 { return index }
        }
        return weights.count - 1
    }

    /// The items in a random order (Fisher–Yates).
    package mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        guard result.count > 1 else { return result }
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(i, int(in: 0...i))
        }
        return result
    }

    /// A Poisson draw (Knuth's method; means here stay small).
    package mutating func poisson(mean: Double) -> Int {
        guard mean > 0 else { return 0 }
        let limit = Self.exponential(-mean)
        var product = unit()
        var count = 0
        while product > limit {
            count += 1
            product *= unit()
        }
        return count
    }

    /// e^x by squaring a short Taylor series: plain arithmetic, identical on every platform.
    static func exponential(_ x: Double) -> Double {
        var halvings = 0
        var reduced = x
        while abs(reduced) > 0.5 {
            reduced /= 2
            halvings += 1
        }
        var term = 1.0
        var sum = 1.0
        for n in 1...16 {
            term *= reduced / Double(n)
            sum += term
        }
        for _ in 0..<halvings { sum *= sum }
        return sum
    }
}
