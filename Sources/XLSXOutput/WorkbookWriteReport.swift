import LibXLSXWriter
package import Staging

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
    /// Sheets whose names outnumber the links a sheet holds, in sheet order.
    package var linksLeftPlain: [PlainNames] = []

    /// A sheet's linked names written as plain text past `Worksheet.maxLinks`.
    package struct PlainNames: Sendable, Equatable {
        package var sheet: String
        package var names: Int
    }

    package init(
        forbiddenRemoved: Int = 0, cellsCut: Int = 0, libraryMessages: [String] = [], sheets: [SheetDigest] = [],
        linksLeftPlain: [PlainNames] = []
    ) {
        self.forbiddenRemoved = forbiddenRemoved
        self.cellsCut = cellsCut
        self.libraryMessages = libraryMessages
        self.sheets = sheets
        self.linksLeftPlain = linksLeftPlain
    }

    /// The warnings for the workbook at `path`, in a fixed order; none for a clean workbook.
    package func warnings(path: String) -> [ManifestWarning] {
        let context = ["workbook": path]
        var warnings: [ManifestWarning] = []
        if forbiddenRemoved > 0 {
            warnings.append(ForbiddenCharacters.warning(count: forbiddenRemoved, format: "XLSX", context: context))
        }
        if cellsCut > 0 {
            warnings.append(
                ManifestWarning(
                    code: "cut_to_cell_limit",
                    message: "\(cellsCut) cell\(cellsCut == 1 ? "" : "s") cut to 32,767 characters, the most an XLSX cell holds; "
                        + "CSV, NDJSON, Parquet and SQLite keep the whole text",
                    context: context))
        }
        for plain in linksLeftPlain {
            warnings.append(
                ManifestWarning(
                    code: "links_left_plain",
                    message: "\(plain.names) name\(plain.names == 1 ? "" : "s") on sheet \"\(plain.sheet)\" written as plain text: "
                        + "a sheet holds at most \(Worksheet.maxLinks) links",
                    context: context.merging(["sheet": plain.sheet]) { $1 }))
        }
        for line in libraryMessages {
            warnings.append(ManifestWarning(code: "xlsx_library_message", message: "libxlsxwriter: \(line)", context: context))
        }
        return warnings
    }
}
