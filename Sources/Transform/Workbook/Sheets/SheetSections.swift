import Tabular

/// A sheet's blocks, top to bottom: a title row (with the link back to the Index), the blocks
/// that belong to it, then sections of a caption row over their blocks, one empty row apart.
struct SheetSections: Sendable {
    private(set) var blocks: [SheetBlock]

    /// Starts with the title row.
    init(title: String, link: SheetLink? = nil) {
        blocks = [.caption(CaptionBlock(title, link: link))]
    }

    /// Adds blocks right under what is there (a header block under the title).
    mutating func append(_ block: SheetBlock) {
        blocks.append(block)
    }

    /// Adds a section: an empty row, a caption row, then `content`.
    mutating func section(_ caption: String, _ content: SheetBlock...) {
        blocks.append(.spacer(rows: 1))
        blocks.append(.caption(CaptionBlock(caption)))
        blocks.append(contentsOf: content)
    }
}
