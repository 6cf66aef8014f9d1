import FileIO

/// The one time a workbook records (docProps `created` and `modified`): `SOURCE_DATE_EPOCH` when
/// set, else a fixed epoch, so the same document always gives the same bytes.
package enum WorkbookTimestamp {
    /// 2000-01-01T00:00:00Z.
    package static let fixedEpoch: Int64 = 946_684_800
    /// 9999-12-31T23:59:59Z, the last instant Excel can show.
    static let latest: Int64 = 253_402_300_799

    /// The value of `SOURCE_DATE_EPOCH` in this process's environment.
    package static func environmentValue() -> String? {
        FileSystem.environment("SOURCE_DATE_EPOCH")
    }

    /// Seconds since 1970 for `created`; an empty variable counts as unset.
    package static func created(sourceDateEpoch: String?) throws(WorkbookError) -> Int64 {
        guard let text = sourceDateEpoch, !text.isEmpty else { return fixedEpoch }
        guard text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let seconds = Int64(text), seconds <= latest else {
            throw .invalidSourceDateEpoch(value: text)
        }
        return seconds
    }
}
