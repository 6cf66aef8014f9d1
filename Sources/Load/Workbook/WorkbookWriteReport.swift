/// What writing one workbook changed in its texts, and what libxlsxwriter printed, for the
/// run's warnings: the export goes on, and the user is told.
package struct WorkbookWriteReport: Sendable, Equatable {
    /// Texts that lost characters XML 1.0 forbids.
    package var forbiddenRemoved = 0
    /// Texts cut to what a cell holds.
    package var cellsCut = 0
    /// Lines libxlsxwriter printed, kept off stderr.
    package var libraryMessages: [String] = []
    /// Each sheet's digest as built (before its texts were fitted), in sheet order, for check mode.
    package var sheets: [SheetDigest] = []

    package init(forbiddenRemoved: Int = 0, cellsCut: Int = 0, libraryMessages: [String] = [], sheets: [SheetDigest] = []) {
        self.forbiddenRemoved = forbiddenRemoved
        self.cellsCut = cellsCut
        self.libraryMessages = libraryMessages
        self.sheets = sheets
    }

    /// The warnings for the workbook at `path`, in a fixed order; none for a clean workbook.
    package func warnings(path: String) -> [ManifestWarning] {
        let context = ["workbook": path]
        var warnings: [ManifestWarning] = []
        if forbiddenRemoved > 0 {
            warnings.append(ForbiddenCharacters.warning(count: forbiddenRemoved, format: "XLSX", context: context))
        }
        if cellsCut > 0 {
            warnings.append(ManifestWarning(
                code: "cut_to_cell_limit",
                message: "\(cellsCut) cell\(cellsCut == 1 ? "" : "s") cut to 32,767 characters, the most an XLSX cell holds; "
                    + "CSV, NDJSON, Parquet and SQLite keep the whole text",
                context: context))
        }
        for line in libraryMessages {
            warnings.append(ManifestWarning(code: "xlsx_library_message", message: "libxlsxwriter: \(line)", context: context))
        }
        return warnings
    }
}
