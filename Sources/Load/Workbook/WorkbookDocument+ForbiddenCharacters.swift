package import Tabular

/// A workbook without the characters XML 1.0 forbids (`ForbiddenCharacters`): libxlsxwriter
/// copies text into the sheet, workbook and property XML as it is, so one U+FFFF in a team name
/// would make the file unreadable.
extension WorkbookDocument {
    /// The document with every text cleaned (properties, sheet names and link targets alike, so
    /// links still resolve), and how many texts changed.
    package func removingForbiddenCharacters() -> (document: WorkbookDocument, changed: Int) {
        var changed = 0
        func cleanText(_ text: String) -> String {
            guard ForbiddenCharacters.occur(in: text) else { return text }
            changed += 1
            return ForbiddenCharacters.removed(from: text)
        }
        func cleanValue(_ value: CellValue) -> CellValue {
            guard case .text(let text) = value else { return value }
            return .text(cleanText(text))
        }
        func cleanLink(_ link: SheetLink) -> SheetLink {
            SheetLink(text: cleanText(link.text), targetSheet: cleanText(link.targetSheet))
        }
        var document = self
        document.properties.title = properties.title.map(cleanText)
        document.properties.subject = properties.subject.map(cleanText)
        document.properties.author = properties.author.map(cleanText)
        document.properties.company = properties.company.map(cleanText)
        document.properties.comments = properties.comments.map(cleanText)
        document.properties.keywords = properties.keywords.map(cleanText)
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
                    for index in table.columns.indices { table.columns[index].header = cleanText(table.columns[index].header) }
                    // Only rows that hold such a character are rebuilt; the rest stay shared with the
                    // original document, so a clean workbook is never copied.
                    for index in table.rows.indices where table.rows[index].contains(where: Self.holdsForbidden) {
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

    private static func holdsForbidden(_ value: CellValue) -> Bool {
        if case .text(let text) = value { ForbiddenCharacters.occur(in: text) } else { false }
    }

    /// A warning for the workbook at `path` when it held any such characters, else nil.
    package func forbiddenCharacterWarning(path: String) -> ManifestWarning? {
        let changed = removingForbiddenCharacters().changed
        guard changed > 0 else { return nil }
        return ForbiddenCharacters.warning(count: changed, format: "XLSX", context: ["workbook": path])
    }
}
