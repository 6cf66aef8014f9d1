/// How a cell looks: the subset of Excel formatting the renderer uses. Workbooks turn each distinct style into one format.
package struct CellStyle: Hashable, Sendable {
    /// Horizontal alignment inside the cell.
    package enum Alignment: Hashable, Sendable { case left, center, right }

    package var bold: Bool
    package var fontSize: Double?
    /// `0xRRGGBB`.
    package var fontColor: UInt32?
    /// Excel number format code (`0`, `0.00`, `yyyy-mm-dd`).
    package var numberFormat: String?
    /// Wraps long text onto several lines.
    package var wrap: Bool
    /// A thin border on all four sides.
    package var thinBorder: Bool
    /// A solid background, `0xRRGGBB`.
    package var fillColor: UInt32?
    package var alignment: Alignment?
    /// Excel's built-in Hyperlink cell style (blue, underlined).
    package var hyperlink: Bool

    package init(
        bold: Bool = false, fontSize: Double? = nil, fontColor: UInt32? = nil, numberFormat: String? = nil,
        wrap: Bool = false, thinBorder: Bool = false, fillColor: UInt32? = nil, alignment: Alignment? = nil,
        hyperlink: Bool = false
    ) {
        self.bold = bold
        self.fontSize = fontSize
        self.fontColor = fontColor
        self.numberFormat = numberFormat
        self.wrap = wrap
        self.thinBorder = thinBorder
        self.fillColor = fillColor
        self.alignment = alignment
        self.hyperlink = hyperlink
    }
}

/// A format made by one workbook from a `CellStyle`; pass it to that workbook's worksheet writes.
package struct Format: Hashable, Sendable {
    let owner: ObjectIdentifier
    let index: Int
}
