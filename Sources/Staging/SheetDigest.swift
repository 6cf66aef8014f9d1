/// A sheet's name and the SHA-256 of what it shows, so check mode can name the sheets of a
/// workbook that changed without reading the old file back.
package struct SheetDigest: Sendable, Equatable {
    package let name: String
    package let sha256: String

    package init(name: String, sha256: String) {
        self.name = name
        self.sha256 = sha256
    }
}
