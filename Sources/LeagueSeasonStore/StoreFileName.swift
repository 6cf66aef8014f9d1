import FileIO

/// The names of the files a store writes, and only those. A store folder may be one the user
/// keeps other files in (`load.store.path: .`, `$HOME`): a store reads, counts and removes no
/// file whose name is not one of these.
package enum StoreFileName: Equatable {
    /// `<league>-<season>-<64 hex digits>.entry`: a league-season's result for one inputs digest.
    case entry(league: Int, season: Int)
    /// `run-<16 hex digits>.record`: what the last run into one manifest wrote (`RunRecord`).
    case runRecord
    /// A file a run of process `processID` writes on the way to an entry or record: a result
    /// waiting for the commit (`.<entry>.<pid>.pending`) or an atomic write's temp file
    /// (`.<entry or record>.<pid>-<n>.tmp`, `AtomicFileWriter`).
    case leftover(processID: Int)

    static let entrySuffix = ".entry"
    private static let pendingSuffix = ".pending"
    private static let temporarySuffix = ".tmp"

    /// What `name` is; nil for a name no store writes.
    package init?(_ name: String) {
        if let entry = Self.entry(name) {
            self = entry
        } else if Self.isRunRecord(name) {
            self = .runRecord
        } else if let processID = Self.leftoverProcess(name) {
            self = .leftover(processID: processID)
        } else {
            return nil
        }
    }

    /// The name of the file a run of this process keeps `entryName`'s result in until the commit.
    package static func pending(of entryName: String, processID: Int) -> String {
        ".\(entryName).\(processID)\(pendingSuffix)"
    }

    /// Whether a store may remove the file now: a leftover only once its process is gone (a
    /// running one is still writing it), an entry or record always.
    package var isRemovable: Bool {
        guard case .leftover(let processID) = self else { return true }
        return processID != FileSystem.processID && !FileSystem.processExists(processID)
    }

    private static func entry(_ name: String) -> StoreFileName? {
        guard name.hasSuffix(entrySuffix) else { return nil }
        let parts = name.dropLast(entrySuffix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let league = number(parts[0]), let season = number(parts[1]), isHex(parts[2], count: 64)
        else { return nil }
        return .entry(league: league, season: season)
    }

    private static func isRunRecord(_ name: String) -> Bool {
        name.hasPrefix("run-") && name.hasSuffix(".record") && isHex(name.dropFirst(4).dropLast(7), count: 16)
    }

    /// The process of `.<entry>.<pid>.pending` or `.<entry or record>.<pid>-<n>.tmp`.
    private static func leftoverProcess(_ name: String) -> Int? {
        guard name.hasPrefix(".") else { return nil }
        let isPending = name.hasSuffix(pendingSuffix)
        guard isPending || name.hasSuffix(temporarySuffix) else { return nil }
        let stem = name.dropFirst().dropLast(isPending ? pendingSuffix.count : temporarySuffix.count)
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        let target = String(stem[..<dot])
        let tail = stem[stem.index(after: dot)...]
        if isPending {
            guard entry(target) != nil else { return nil }
            return number(tail)
        }
        let pieces = tail.split(separator: "-", omittingEmptySubsequences: false)
        guard entry(target) != nil || isRunRecord(target), pieces.count == 2, number(pieces[1]) != nil else { return nil }
        return number(pieces[0])
    }

    /// Decimal digits only (no sign, no spaces), as the store writes numbers.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 18, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    private static func isHex(_ text: Substring, count: Int) -> Bool {
        text.utf8.count == count && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
