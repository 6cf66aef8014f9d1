import LibXLSXWriter
import Staging
package import Tabular

/// A workbook's texts made fit for XLSX before libxlsxwriter sees them: without the characters
/// XML 1.0 forbids (`ForbiddenCharacters`: libxlsxwriter copies text into the XML as it is, so
/// one U+FFFF in a team name would make the file unreadable), and cut to what a cell holds
/// (`CellText.maxLength`), so one long value cannot stop the export.
extension WorkbookDocument {
    /// The document with every text cleaned (properties, sheet names and link targets alike, so
    /// links still resolve), and how many texts changed.
    package func removingForbiddenCharacters() -> (document: WorkbookDocument, changed: Int) {
        fitting(.forbiddenCharacters)
    }

    /// The document with every text longer than a cell holds cut to its longest prefix of whole
    /// characters that fits, and how many texts were cut.
    package func cuttingToCellLimit() -> (document: WorkbookDocument, changed: Int) {
        fitting(.cellLimit)
    }

    /// `fit` applied to every text, and how many texts it changed.
    private func fitting(_ fit: TextFit) -> (document: WorkbookDocument, changed: Int) {
        var fit = fit
        let document = WorkbookDocument(properties: fit.properties(properties), sheets: sheets.map { fit.sheet($0) })
        return (document, fit.changed)
    }
}

/// One change made to every text of a workbook that needs it (properties, sheet names and link
/// targets alike, so links still resolve), sheet by sheet, counting the texts it changed.
struct TextFit {
    let needs: (String) -> Bool
    let change: (String) -> String
    private(set) var changed = 0

    /// Characters XML 1.0 forbids left out.
    static var forbiddenCharacters: TextFit { TextFit(needs: ForbiddenCharacters.occur(in:), change: ForbiddenCharacters.removed(from:)) }
    /// Texts longer than a cell holds cut to their longest prefix of whole characters that fits.
    static var cellLimit: TextFit { TextFit(needs: { CellText.cut($0) != nil }, change: { CellText.cut($0) ?? $0 }) }

    init(needs: @escaping (String) -> Bool, change: @escaping (String) -> String) {
        self.needs = needs
        self.change = change
    }

    mutating func text(_ text: String) -> String {
        guard needs(text) else { return text }
        changed += 1
        return change(text)
    }

    mutating func properties(_ properties: WorkbookProperties) -> WorkbookProperties {
        var fitted = properties
        fitted.title = properties.title.map { text($0) }
        fitted.subject = properties.subject.map { text($0) }
        fitted.author = properties.author.map { text($0) }
        return fitted
    }

    mutating func sheet(_ sheet: Sheet) -> Sheet {
        var fitted = sheet
        fitted.name = text(sheet.name)
        fitted.blocks = sheet.blocks.map { block($0) }
        return fitted
    }

    private mutating func value(_ value: CellValue) -> CellValue {
        guard case .text(let string) = value else { return value }
        return .text(text(string))
    }

    private func holds(_ value: CellValue) -> Bool {
        if case .text(let text) = value { needs(text) } else { false }
    }

    private mutating func link(_ link: SheetLink) -> SheetLink {
        SheetLink(text: text(link.text), targetSheet: text(link.targetSheet))
    }

    private mutating func block(_ block: SheetBlock) -> SheetBlock {
        switch block {
        case .caption(var caption):
            caption.text = text(caption.text)
            caption.link = caption.link.map { link($0) }
            return .caption(caption)
        case .keyValues(var block):
            for index in block.entries.indices {
                block.entries[index].label = text(block.entries[index].label)
                block.entries[index].value = value(block.entries[index].value)
                block.entries[index].linkTarget = block.entries[index].linkTarget.map { text($0) }
            }
            return .keyValues(block)
        case .table(var table):
            for index in table.columns.indices {
                table.columns[index].header = text(table.columns[index].header)
                table.columns[index].note = table.columns[index].note.map { text($0) }
            }
            // Only rows that hold such a text are rebuilt; the rest stay shared with the
            // original sheet, so a clean sheet is never copied.
            for index in table.rows.indices where table.rows[index].contains(where: holds) {
                table.rows[index] = table.rows[index].map { value($0) }
            }
            // Targets are sheet names, fitted as the names are; only a column naming such a sheet is rebuilt.
            for (key, targets) in table.links where targets.contains(where: { $0.map(needs) ?? false }) {
                table.links[key] = targets.map { $0.map { text($0) } }
            }
            return .table(table)
        case .links(var links):
            links.header = links.header.map { text($0) }
            links.entries = links.entries.map { LinkListBlock.Entry(link($0.link), description: $0.description.map { text($0) }) }
            return .links(links)
        case .lineChart(var chart):
            chart.title = text(chart.title)
            chart.xAxisTitle = chart.xAxisTitle.map { text($0) }
            chart.yAxisTitle = chart.yAxisTitle.map { text($0) }
            return .lineChart(chart)
        case .spacer:
            return block
        }
    }
}
