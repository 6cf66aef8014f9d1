import FileIO
package import Staging
package import Tabular

/// Staging workbooks: rendered straight into their temp file by the XLSX writer.
extension OutputTransaction {
    /// Reserves the temp file of the workbook at `path`, to be rendered elsewhere (another task,
    /// while this transaction stages other files) and then recorded with `recordWorkbook`.
    package func reserveWorkbook(at path: String) throws(LoadError) -> ReservedWorkbook {
        try reserve(at: path)
        do throws(LoadError) {
            return ReservedWorkbook(path: path, temporaryPath: try reserveTemporaryFile(for: path).path)
        } catch {
            abort(error)
            throw error
        }
    }

    /// Records a reserved workbook that `ReservedWorkbook.render` filled, or aborts the
    /// transaction with the render's error.
    package func recordWorkbook(_ reserved: ReservedWorkbook, rendered: Result<[SheetDigest], any Error>) throws {
        switch rendered {
        case .success(let sheets):
            try recordWritten(
                path: reserved.path, temporaryPath: reserved.temporaryPath, content: OutputContent(format: .xlsx, sheets: sheets))
        case .failure(let error):
            abort(.io(path: reserved.path, reason: "its writer failed: \(error)"))
            throw error
        }
    }
}

/// A workbook's temp file, reserved in a transaction; safe to render from any task.
package struct ReservedWorkbook: Sendable {
    /// Where the workbook goes.
    package let path: String
    package let temporaryPath: String

    /// Renders `workbook` into the temp file, one sheet at a time; returns its sheets' digests
    /// for check mode and its warnings (texts changed to fit, libxlsxwriter's messages).
    package func render(_ workbook: StreamedWorkbook) throws -> (sheets: [SheetDigest], warnings: [ManifestWarning]) {
        let report = try XLSXWorkbookWriter().write(workbook, to: temporaryPath, shownAs: path)
        return (report.sheets, report.warnings(path: path))
    }

    /// Removes what a render left in the temp file after the transaction was rolled back (a
    /// render still running when another file failed to stage).
    package func discard() {
        FileSystem.removeFile(temporaryPath)
    }
}

/// A reused league-season's workbook: its stored bytes go into the reserved temp file instead
/// of a render, and it is recorded with its stored sheet digests like a rendered one.
extension ReservedWorkbook {
    /// Fills the temp file with a stored workbook's bytes.
    package func fill(with bytes: [UInt8]) throws(LoadError) {
        let descriptor = try LoadError.file(FileSystem.openTruncating(temporaryPath))
        defer { FileSystem.release(descriptor) }
        try LoadError.file(FileSystem.writeAll(bytes, to: descriptor, path: temporaryPath))
    }
}
