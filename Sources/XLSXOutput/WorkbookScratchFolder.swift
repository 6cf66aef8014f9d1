import FileIO

/// Where libxlsxwriter writes the temporary files it packs a workbook from (each sheet's rows,
/// then each part as it is assembled): creating and removing them is most of a workbook's
/// system time on a disk, little in memory. The first
/// writable memory-backed folder with room to spare (`/dev/shm`, `XDG_RUNTIME_DIR`), else
/// `TMPDIR`; `FOOTBALL_ETL_XLSX_TMPDIR` chooses one outright. A memory folder without room for
/// a workbook, or one whose temporary files fail, gives way to `TMPDIR` (Docker's `/dev/shm` is 64 MB).
enum WorkbookScratchFolder {
    /// Free space a memory folder must have to be used.
    static let roomToSpare: UInt64 = 512 << 20
    static let overrideVariable = "FOOTBALL_ETL_XLSX_TMPDIR"

    /// The folder for a workbook that needs `need`, and whether a failure there may fall back to
    /// `TMPDIR`; or the errno (`EFBIG`, `ENOSPC`) and folder that rule it out. libxlsxwriter
    /// never checks its writes to these files, so a full folder would end in a truncated part
    /// inside a file that closes without error: the room is checked before writing instead.
    static func choose(
        for need: ScratchNeed, environment: (String) -> String? = Self.environment
    ) -> Result<(path: String, fallsBack: Bool), ScratchShortage> {
        if let chosen = environment(overrideVariable), !chosen.isEmpty {
            return shortage(in: chosen, need).map { .failure($0) } ?? .success((chosen, false))
        }
        let memory = ["/dev/shm", environment("XDG_RUNTIME_DIR")].compactMap { $0 }.filter { !$0.isEmpty }
        if let folder = memory.first(where: { hasRoom($0) && shortage(in: $0, need) == nil }) { return .success((folder, true)) }
        let fallback = FileSystem.temporaryDirectory
        return shortage(in: fallback, need).map { .failure($0) } ?? .success((fallback, false))
    }

    /// Why `folder` cannot take `need`: one file past the process's file-size limit, or less
    /// free space than all of them; nil when it can (or cannot be asked).
    static func shortage(in folder: String, _ need: ScratchNeed) -> ScratchShortage? {
        if let limit = FileSystem.fileSizeLimit(), limit < need.largest {
            return ScratchShortage(folder: folder, error: .fileTooLarge)
        }
        if let free = FileSystem.freeBytes(in: folder), free < need.largest {
            return ScratchShortage(folder: folder, error: .noSpace)
        }
        return nil
    }

    /// A writable folder with `roomToSpare` free.
    static func hasRoom(_ folder: String) -> Bool {
        FileSystem.isWritableFolder(folder) && (FileSystem.freeBytes(in: folder) ?? 0) >= roomToSpare
    }

    private static func environment(_ name: String) -> String? {
        FileSystem.environment(name)
    }
}

/// An over-estimate of what closing a workbook writes to its temporary folder: the XML of its
/// largest sheet, which libxlsxwriter assembles from the sheet's row file one part at a time.
/// The row files themselves are written as the sheets are; a memory folder is chosen only with
/// `WorkbookScratchFolder.roomToSpare` free, and a row file that cannot grow stops the workbook.
struct ScratchNeed: Equatable {
    /// Bytes of worksheet XML per cell, generous: a number cell takes about 40, an inline string
    /// 40 and its text.
    static let bytesPerCell: UInt64 = 90
    /// Per sheet and per note, for everything that is not a cell (VML, relationships, tables).
    static let bytesPerSheet: UInt64 = 16 << 10
    static let bytesPerNote: UInt64 = 1 << 10

    /// Bytes of the largest sheet's XML: the most one file holds, and all the close needs at once.
    private(set) var largest: UInt64 = 0

    init() {}

    /// The need of the planned sheets.
    init(_ layouts: [SheetLayout]) {
        for layout in layouts { add(layout) }
    }

    mutating func add(_ layout: SheetLayout) {
        let sheet = Self.bytesPerSheet + UInt64(layout.cellCount) * Self.bytesPerCell + UInt64(layout.noteCount) * Self.bytesPerNote
        largest = max(largest, sheet)
    }
}

/// A folder that cannot take a workbook's temporary files, and the system error that says why.
struct ScratchShortage: Error, Equatable {
    let folder: String
    let error: SystemError
}
