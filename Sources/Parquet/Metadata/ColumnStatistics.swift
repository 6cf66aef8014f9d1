/// Column-chunk statistics: PLAIN bytes of the bounds (no length prefix for text) in the
/// column's sort order, the null count, and for doubles the NaN count.
struct ColumnStatistics: Equatable {
    var nullCount: Int
    /// Smallest and largest non-null (non-NaN) value; nil when there is none.
    var bounds: (min: [UInt8], max: [UInt8])?
    /// Set for DOUBLE columns only, where readers need it to trust the bounds.
    var nanCount: Int?

    static func == (a: ColumnStatistics, b: ColumnStatistics) -> Bool {
        a.nullCount == b.nullCount && a.nanCount == b.nanCount
            && a.bounds?.min == b.bounds?.min && a.bounds?.max == b.bounds?.max
    }

    func encode(into writer: inout CompactProtocolWriter) {
        writer.writeStruct { w in
            w.writeField(3, i64: Int64(nullCount))
            if let bounds {
                w.writeField(5, binary: bounds.max)
                w.writeField(6, binary: bounds.min)
                w.writeField(7, bool: true)
                w.writeField(8, bool: true)
            }
            if let nanCount { w.writeField(9, i64: Int64(nanCount)) }
        }
    }
}
