/// A table read back from a file: column names and each row's fields as text.
package struct TextRecords: Equatable {
    package var header: [String]
    /// Rows as wide as the header.
    package var rows: [[String]]

    package init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }
}
