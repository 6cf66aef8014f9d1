/// Why a workbook could not be written, with the path or sheet, and the exit status it maps to.
package enum WorkbookError: Error, Equatable, Sendable {
    /// The file or its folder cannot be created (exit 73).
    case cannotCreate(path: String, reason: String)
    /// Writing a cell, assembling or closing the file failed (exit 74).
    case writeFailed(path: String, detail: String)
    /// The document breaks a rule of the model, such as a link to a missing sheet: a bug in
    /// whatever built it (exit 70).
    case invalidDocument(sheet: String?, reason: String)
    /// `SOURCE_DATE_EPOCH` is set but is not a whole number of seconds (exit 78).
    case invalidSourceDateEpoch(value: String)

    /// The sysexits status for this error.
    package var exitCode: Int32 {
        switch self {
        case .cannotCreate: 73
        case .writeFailed: 74
        case .invalidDocument: 73
        case .invalidSourceDateEpoch: 78
        }
    }
}

extension WorkbookError: CustomStringConvertible {
    /// One line saying where and what to do.
    package var description: String {
        switch self {
        case .cannotCreate(let path, let reason):
            "cannot create workbook \(path): \(reason)"
        case .writeFailed(let path, let detail):
            "cannot write workbook \(path): \(detail)"
        case .invalidDocument(let sheet?, let reason):
            "workbook sheet \"\(sheet)\": \(reason)"
        case .invalidDocument(nil, let reason):
            "workbook: \(reason)"
        case .invalidSourceDateEpoch(let value):
            "SOURCE_DATE_EPOCH=\(value) is not a whole number of seconds since 1970; fix or unset it"
        }
    }
}
