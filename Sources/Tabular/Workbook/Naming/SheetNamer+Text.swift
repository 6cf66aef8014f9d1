extension SheetNamer {
    /// What a shortened name ends with.
    static let ellipsis: Character = "…"

    /// A title made valid on its own: forbidden characters replaced, whitespace collapsed, edge
    /// apostrophes dropped, never empty. Each rule looks at Unicode scalars, not graphemes, as
    /// Excel does: `'\u{301}` starts with an apostrophe although its first grapheme is not one.
    static func sanitize(_ title: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in title.unicodeScalars {
            switch scalar {
            case "[": scalars.append("(")
            case "]": scalars.append(")")
            case ":", "/", "\\": scalars.append("-")
            case "*", "?": continue
            default:
                let blank = scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
                scalars.append(blank ? " " : scalar)
            }
        }
        let words = String(scalars).split(separator: " ", omittingEmptySubsequences: true)
        var name = words.joined(separator: " ")
        while let first = name.unicodeScalars.first, first == "'" || first == " " { name.unicodeScalars.removeFirst() }
        while let last = name.unicodeScalars.last, last == "'" || last == " " { name.unicodeScalars.removeLast() }
        return name.isEmpty ? "Sheet" : name
    }

    /// `stem + suffix` within the length limit: a long stem is cut at a word boundary (or inside
    /// a word when the boundary would lose more than half) and ends with "…".
    static func fit(_ stem: String, suffix: String) -> String {
        let limit = SheetNameRules.maxLength
        if stem.utf16.count + suffix.utf16.count <= limit { return stem + suffix }
        let suffix = String(suffix.prefix(whileUTF16CountFits: limit / 2))
        let budget = limit - suffix.utf16.count - 1
        var cut = String(stem.prefix(whileUTF16CountFits: budget))
        let endsAtWord = stem.dropFirst(cut.count).first == " "
        if !endsAtWord, let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) * 2 >= cut.count {
            cut = String(cut[..<space])
        }
        while let last = cut.unicodeScalars.last, last == " " || last == "-" || last == "," || last == "'" {
            cut.unicodeScalars.removeLast()
        }
        return cut + String(ellipsis) + suffix
    }
}

extension String {
    /// The longest prefix of whole characters whose UTF-16 length is at most `limit`.
    fileprivate func prefix(whileUTF16CountFits limit: Int) -> Substring {
        var count = 0
        var end = startIndex
        for index in indices {
            let width = self[index].utf16.count
            if count + width > limit { break }
            count += width
            end = self.index(after: index)
        }
        return self[..<end]
    }
}
