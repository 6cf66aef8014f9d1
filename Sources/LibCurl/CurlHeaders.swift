/// Response header fields in arrival order, looked up by name ignoring case.
package struct CurlHeaders: Sendable, Equatable {
    /// One `name: value` field as received (name casing kept, value trimmed).
    package struct Field: Sendable, Equatable {
        /// The field name as sent.
        package let name: String
        /// The value without surrounding whitespace.
        package let value: String

        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every field, in arrival order.
    package private(set) var fields: [Field]

    package init(_ fields: [Field] = []) { self.fields = fields }

    /// The value of the first field with this name, compared ignoring ASCII case.
    package subscript(name: String) -> String? {
        let wanted = Self.lowercased(name)
        return fields.first { Self.lowercased($0.name) == wanted }?.value
    }

    /// Adds a raw header line (`Name: value\r\n`); lines without a colon (the status line,
    /// the blank end line) are ignored.
    mutating func append(line: String) {
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = String(line[..<colon]).trimmingSpaces()
        let value = String(line[line.index(after: colon)...]).trimmingSpaces()
        guard !name.isEmpty else { return }
        fields.append(Field(name: name, value: value))
    }

    private static func lowercased(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { scalar in
                    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
                }))
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs, CR and LF.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
