/// The distinct values of a text column chunk in order of first appearance, and each present
/// value's index into them: what a dictionary page and RLE_DICTIONARY data pages hold.
struct TextDictionary {
    let entries: [[UInt8]]
    let indices: [UInt32]
    /// The bits each index takes in a data page.
    let bitWidth: Int

    /// The dictionary of `values`, or nil when the rule in `options` says PLAIN serves better:
    /// too many distinct values, or a dictionary too big for one page.
    init?(_ values: [[UInt8]], options: ParquetWriterOptions) {
        guard !values.isEmpty else { return nil }
        let allowed = Int((Double(values.count) * options.dictionaryMaxDistinctShare).rounded(.down))
        var positions: [[UInt8]: UInt32] = [:]
        var entries: [[UInt8]] = []
        var indices: [UInt32] = []
        indices.reserveCapacity(values.count)
        var pageSize = 0
        for value in values {
            if let position = positions[value] {
                indices.append(position)
                continue
            }
            pageSize += 4 + value.count
            guard entries.count < allowed, pageSize <= options.pageByteLimit else { return nil }
            positions[value] = UInt32(entries.count)
            indices.append(UInt32(entries.count))
            entries.append(value)
        }
        self.entries = entries
        self.indices = indices
        self.bitWidth = HybridEncoder.bitWidth(forMaximum: entries.count - 1)
    }

    /// The dictionary page body: every entry PLAIN-encoded.
    var pageBody: [UInt8] {
        var body: [UInt8] = []
        for entry in entries { PlainEncoder.appendByteArray(entry, to: &body) }
        return body
    }
}
