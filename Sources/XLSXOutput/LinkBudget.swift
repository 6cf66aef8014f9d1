import LibXLSXWriter

/// The links a sheet may still hold: libxlsxwriter refuses more than `Worksheet.maxLinks` a
/// sheet, so past them a linked name is written as plain text and counted for a warning.
struct LinkBudget {
    private var left: Int
    /// Names written as plain text for want of room.
    private(set) var leftPlain = 0

    init(links: Int = Worksheet.maxLinks) {
        left = links
    }

    /// Takes one link; false (and counted) when the sheet holds no more.
    mutating func take() -> Bool {
        guard left > 0 else {
            leftPlain += 1
            return false
        }
        left -= 1
        return true
    }
}
