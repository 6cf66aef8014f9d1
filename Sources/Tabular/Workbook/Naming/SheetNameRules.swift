/// Excel's rules for worksheet names, checked the strict way: length in UTF-16 code units (as
/// Excel counts), case ignored across Unicode (not only ASCII, as libxlsxwriter does), and
/// characters checked one Unicode scalar at a time, as Excel and libxlsxwriter see them: an
/// apostrophe or a `[` that shares a grapheme with a combining or prepended mark still counts.
package enum SheetNameRules {
    /// Longest name Excel accepts, in UTF-16 code units.
    package static let maxLength = 31
    /// Characters Excel forbids anywhere in a name.
    package static let forbiddenCharacters: Set<Unicode.Scalar> = ["[", "]", ":", "*", "?", "/", "\\"]
    /// Names Excel reserves for itself (English versions).
    package static let reservedNames = ["History"]

    /// Why Excel would reject `name`, or nil when it is a valid name on its own (uniqueness aside).
    package static func violation(of name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        if name.utf16.count > maxLength { return "longer than \(maxLength) characters" }
        if let bad = name.unicodeScalars.first(where: { forbiddenCharacters.contains($0) }) { return "contains \"\(bad)\"" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "contains a control character"
        }
        if name.unicodeScalars.first == "'" || name.unicodeScalars.last == "'" { return "starts or ends with an apostrophe" }
        if reservedNames.contains(where: { caseKey($0) == caseKey(name) }) { return "\"\(name)\" is reserved by Excel" }
        return nil
    }

    /// The key under which two names count as the same sheet (Excel ignores case; "ß" matches "SS").
    package static func caseKey(_ name: String) -> String {
        name.uppercased().lowercased()
    }
}
