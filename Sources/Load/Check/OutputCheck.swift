import FileIO
package import Staging

/// Check mode: compares what a run would write with the files on disk, writing nothing.
package enum OutputCheck {
    /// Compares every file `transaction` staged with the file at its path, and reports
    /// `previousOutputs` (from the last manifest) that the run would no longer write.
    /// Relative paths are taken from `workingDirectory` (the current folder when nil).
    /// `previousSheets` (from the last manifest, by resolved path) lets a changed workbook name
    /// the sheets that changed.
    package static func compare(
        _ transaction: OutputTransaction, previousOutputs: [String] = [],
        previousSheets: [String: [SheetDigest]] = [:], workingDirectory: String? = nil
    ) throws(LoadError) -> CheckReport {
        let workingDirectory = workingDirectory ?? FileSystem.currentDirectory()
        var files: [FileCheck] = []
        var stagedPaths: Set<String> = []
        for output in transaction.staged {
            stagedPaths.insert(FilePath.absolute(output.path, workingDirectory: workingDirectory))
            let previous =
                previousSheets[FilePath.normalized(FilePath.absolute(output.path, workingDirectory: workingDirectory))]
                ?? previousSheets[FilePath.normalized(output.path)]
            files.append(try check(output, in: transaction, previousSheets: previous))
        }
        for path in previousOutputs
        where !stagedPaths.contains(FilePath.absolute(path, workingDirectory: workingDirectory)) {
            if case .regularFile = FileSystem.kind(of: path) {
                files.append(FileCheck(path: path, status: .removed))
            }
        }
        return CheckReport(files: files.sorted { $0.path < $1.path })
    }

    private static func check(
        _ output: StagedOutput, in transaction: OutputTransaction, previousSheets: [SheetDigest]?
    ) throws(LoadError) -> FileCheck {
        let table = output.content.table
        guard let old = try LoadError.file(RegularFileReader.read(output.path)) else {
            return FileCheck(
                path: output.path, status: .added,
                rows: table.map { RowDiff(key: $0.key, added: RowChanges(count: $0.rowCount)) }
            )
        }
        let new = try transaction.stagedBytes(output)
        guard old != new else { return FileCheck(path: output.path, status: .unchanged) }
        if let sheets = output.content.sheets, let previousSheets {
            return FileCheck(path: output.path, status: .changed, note: SheetChanges(old: previousSheets, new: sheets).summary)
        }
        if output.content.format == .sqlite {
            return SQLiteDatabaseCheck.compare(onDisk: output.path, staged: output.temporaryPath ?? output.path, path: output.path)
        }
        guard let table, let reader = output.content.format.recordReader(csvDialect: output.content.csvDialect) else {
            return FileCheck(path: output.path, status: .changed)
        }
        do throws(ReadFailure) {
            return try compare(old: old, new: new, key: table.key, reader: reader, path: output.path)
        } catch {
            let format = output.content.format.rawValue.uppercased()
            let note =
                switch error {
                case .onDisk(let error): "the file on disk is not readable as \(format): \(error)"
                case .staged(let error): "the new file is not readable as \(format): \(error)"
                }
            return FileCheck(path: output.path, status: .changed, note: note)
        }
    }

    /// A read failure, and whether it is in the old file or in the new one.
    private enum ReadFailure: Error {
        case onDisk(RecordReadError)
        case staged(RecordReadError)
    }

    /// Reads only the rows whose bytes differ, then keys and compares them. Rows with equal
    /// bytes are equal records when the headers are equal too, or when rows name their fields.
    private static func compare(
        old oldBytes: [UInt8], new newBytes: [UInt8], key: [String], reader: any RecordReader, path: String
    ) throws(ReadFailure) -> FileCheck {
        let old: RawRecords
        let new: RawRecords
        do { old = try reader.rawRecords(in: oldBytes) } catch { throw .onDisk(error) }
        do { new = try reader.rawRecords(in: newBytes) } catch { throw .staged(error) }
        var oldRows = old.rows
        var newRows = new.rows
        if old.header == new.header || reader.rowsNameTheirFields {
            var unmatched: [RawRecord: Int] = [:]
            unmatched.reserveCapacity(old.rows.count)
            for row in old.rows { unmatched[row, default: 0] += 1 }
            newRows = new.rows.filter { row in
                guard let count = unmatched[row], count > 0 else { return true }
                unmatched[row] = count - 1
                return false
            }
            oldRows = old.rows.filter { row in
                guard let count = unmatched[row], count > 0 else { return false }
                unmatched[row] = count - 1
                return true
            }
        }
        let oldRecords: TextRecords
        let newRecords: TextRecords
        do { oldRecords = try reader.records(header: old.header, rows: oldRows) } catch { throw .onDisk(error) }
        do { newRecords = try reader.records(header: new.header, rows: newRows) } catch { throw .staged(error) }
        switch RowDiff.comparing(old: oldRecords, new: newRecords, key: key) {
        case .incomparable(let reason):
            return FileCheck(path: path, status: .changed, note: reason)
        case .compared(let diff) where diff.isEmpty:
            let note = old.rows.map(\.bytes) == new.rows.map(\.bytes) ? "same rows; only the bytes differ" : "same rows in another order"
            return FileCheck(path: path, status: .changed, rows: diff, note: note)
        case .compared(let diff):
            return FileCheck(path: path, status: .changed, rows: diff)
        }
    }
}
