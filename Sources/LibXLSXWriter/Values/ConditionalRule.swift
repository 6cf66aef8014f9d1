/// A conditional format over a range: cells (or rows, for a formula) that meet a condition take
/// a style, or every cell shows its value as a bar or a colour on a scale.
package enum ConditionalRule: Hashable, Sendable {
    /// Cells whose text is exactly this take the style.
    case textEquals(String, CellStyle)
    /// Cells whose text starts with this take the style.
    case textBeginsWith(String, CellStyle)
    /// Cells for which an Excel formula, written for the range's top-left cell, is true take the style.
    case formula(String, CellStyle)
    /// A bar in each cell as long as its value is large, in `0xRRGGBB`.
    case dataBar(color: UInt32)
    /// Each cell filled on a scale from the lowest value's colour through the middle's to the highest's.
    case colorScale(low: UInt32, middle: UInt32, high: UInt32)
}
