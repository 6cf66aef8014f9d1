package import Tabular

/// Staging workbooks: rendered straight into their temp file by the XLSX writer.
extension OutputTransaction {
    /// Stages `document` as the workbook at `path`, its sheets' digests kept for check mode.
    package func stageWorkbook(_ document: WorkbookDocument, at path: String) throws {
        let writer = XLSXWorkbookWriter()
        try stage(at: path, content: OutputContent(format: .xlsx, sheets: document.sheetDigests)) { temporaryPath in
            try writer.write(document, to: temporaryPath)
        }
    }
}
