import XLSXOutput

extension WorkbookQueue {
    /// Starts building and rendering a planned season workbook on another task.
    func submit(_ workbook: PlannedWorkbook) throws {
        try submit(path: workbook.path, build: workbook.build)
    }
}
