import CXLSXWriter

extension Workbook {
    /// Throws `.invalidSheetName` unless Excel would accept `name` as the next sheet's name:
    /// not empty, at most 31 characters, none of `[]:*?/\`, no edge apostrophe, not in use (ASCII case ignored).
    package func validateSheetName(_ name: String) throws(XLSXError) {
        guard !name.isEmpty else { throw .invalidSheetName(name: name, reason: "the name is empty") }
        let handle = try openHandle(operation: "validate sheet name")
        let code = call { workbook_validate_sheet_name(handle, name) }
        guard code == LXW_NO_ERROR else { throw .invalidSheetName(name: name, reason: Self.reason(code)) }
    }
}
