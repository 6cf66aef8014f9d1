/// Column-chunk statistics in each type's sort order: signed for integers, dates and times,
/// numeric for doubles (NaN left out and counted), false before true, byte-wise for text.
enum StatisticsBuilder {
    static func statistics(of slice: ColumnSlice) -> ColumnStatistics {
        var statistics = ColumnStatistics(nullCount: slice.nullCount, bounds: nil, nanCount: nil)
        switch slice.values {
        case .int32(let v):
            if let min = v.min(), let max = v.max() { statistics.bounds = (plain(min), plain(max)) }
        case .int64(let v):
            if let min = v.min(), let max = v.max() { statistics.bounds = (plain(min), plain(max)) }
        case .double(let v):
            let numbers = v.filter { !$0.isNaN }
            statistics.nanCount = v.count - numbers.count
            if var min = numbers.min(), var max = numbers.max() {
                // Zero bounds are written as -0.0 (min) and +0.0 (max), so either zero is covered.
                if min == 0 { min = -0.0 }
                if max == 0 { max = 0.0 }
                statistics.bounds = (plain(min), plain(max))
            }
        case .boolean(let v):
            if !v.isEmpty {
                statistics.bounds = ([v.allSatisfy { $0 } ? 1 : 0], [v.contains(true) ? 1 : 0])
            }
        case .byteArray(let v):
            if let min = v.min(by: { $0.lexicographicallyPrecedes($1) }),
                let max = v.max(by: { $0.lexicographicallyPrecedes($1) })
            {
                statistics.bounds = (min, max)
            }
        }
        return statistics
    }

    private static func plain(_ value: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendLittleEndian(value)
        return bytes
    }

    private static func plain(_ value: Int64) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendLittleEndian(value)
        return bytes
    }

    private static func plain(_ value: Double) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendLittleEndian(value)
        return bytes
    }
}
