package import Tabular
import LibXLSXWriter

/// A workbook's texts made fit for XLSX before libxlsxwriter sees them: without the characters
/// XML 1.0 forbids (`ForbiddenCharacters`: libxlsxwriter copies text into the XML as it is, so
/// one U+FFFF in a team name would make the file unreadable), and cut to what a cell holds
/// (`CellText.maxLength`), so one long value cannot stop the export.
extension WorkbookDocument {
    /// The document with every text cleaned (properties, sheet names and link targets alike, so
    /// links still resolve), and how many texts changed.
    package func removingForbiddenCharacters() -> (document: WorkbookDocument, changed: Int) {
        mappingTexts(where: ForbiddenCharacters.occur(in:), ForbiddenCharacters.removed(from:))
    }

    /// The document with every text longer than a cell holds cut to its longest prefix of whole
    /// characters that fits, and how many texts were cut.
    package func cuttingToCellLimit() -> (document: WorkbookDocument, changed: Int) {
        mappingTexts(where: { CellText.cut($0) != nil }, { CellText.cut($0) ?? $0 })
    }

    /// `change` applied to every text for which `needs` holds, and how many such texts there were.
    private func mappingTexts(where needs: (String) -> Bool, _ change: (String) -> String) -> (document: WorkbookDocument, changed: Int) {
        var changed = 0
        func cleanText(_ text: String) -> String {
            guard needs(text) else { return text }
            changed += 1
            return change(text)
        }
        func cleanValue(_ value: CellValue) -> CellValue {
            guard case .text(let text) = value else { return value }
            return .text(cleanText(text))
        }
        func holds(_ value: CellValue) -> Bool {
            if case .text(let text) = value { needs(text) } else { false }
        }
        func cleanLink(_ link: SheetLink) -> SheetLink {
            SheetLink(text: cleanText(link.text), targetSheet: cleanText(link.targetSheet))
        }
        var document = self
        document.properties.title = properties.title.map(cleanText)
        document.properties.subject = properties.subject.map(cleanText)
        document.properties.author = properties.author.map(cleanText)
        for sheetIndex in document.sheets.indices {
            document.sheets[sheetIndex].name = cleanText(document.sheets[sheetIndex].name)
            document.sheets[sheetIndex].blocks = document.sheets[sheetIndex].blocks.map { block in
                switch block {
                case .caption(var caption):
                    caption.text = cleanText(caption.text)
                    caption.link = caption.link.map(cleanLink)
                    return .caption(caption)
                case .keyValues(var block):
                    for index in block.entries.indices {
                        block.entries[index].label = cleanText(block.entries[index].label)
                        block.entries[index].value = cleanValue(block.entries[index].value)
                    }
                    return .keyValues(block)
                case .table(var table):
                    for index in table.columns.indices {
                        table.columns[index].header = cleanText(table.columns[index].header)
                        table.columns[index].note = table.columns[index].note.map(cleanText)
                    }
                    // Only rows that hold such a text are rebuilt; the rest stay shared with the
                    // original document, so a clean workbook is never copied.
                    for index in table.rows.indices where table.rows[index].contains(where: holds) {
                        table.rows[index] = table.rows[index].map(cleanValue)
                    }
                    return .table(table)
                case .links(var links):
                    links.header = links.header.map(cleanText)
                    links.entries = links.entries.map { LinkListBlock.Entry(cleanLink($0.link), description: $0.description.map(cleanText)) }
                    return .links(links)
                case .lineChart(var chart):
                    chart.title = cleanText(chart.title)
                    chart.xAxisTitle = chart.xAxisTitle.map(cleanText)
                    chart.yAxisTitle = chart.yAxisTitle.map(cleanText)
                    return .lineChart(chart)
                case .spacer:
                    return block
                }
            }
        }
        return (document, changed)
    }
}
