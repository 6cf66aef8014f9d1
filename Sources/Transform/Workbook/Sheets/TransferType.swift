import Tabular

/// A transfer's type as a sheet shows it: the API's "N/A" (no type known) is an empty cell, so
/// it neither reads as a fee nor sorts among them. The `transfers` table keeps the source text.
enum TransferType {
    static let column = "type"
    static let unknown = "N/A"

    /// `block` (transfers) with each "N/A" type empty.
    static func shown(_ block: TableBlock) -> TableBlock {
        block.replacingTexts(of: column) { $0 == unknown ? .null : nil }
    }
}
