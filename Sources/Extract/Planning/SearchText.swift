import APIModel
import Foundation

/// Text folded for matching: case, accents and punctuation ignored ("Süper Lig" = "super lig").
package struct SearchText: Sendable, Hashable {
    package let folded: String

    package init(_ text: String) {
        let base = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = ""
        var lastWasSpace = true
        for scalar in base.unicodeScalars {
            // Letters that diacritic folding keeps apart from their Latin base.
            let mapped: String
            switch scalar {
            case "ø": mapped = "o"
            case "ł": mapped = "l"
            case "ı": mapped = "i"
            case "ß": mapped = "ss"
            case "æ": mapped = "ae"
            case "đ", "ð": mapped = "d"
            case "þ": mapped = "th"
            default: mapped = CharacterSet.alphanumerics.contains(scalar) ? String(scalar) : " "
            }
            if mapped == " " {
                if !lastWasSpace { out += " " }
                lastWasSpace = true
            } else {
                out += mapped
                lastWasSpace = false
            }
        }
        folded = out.hasSuffix(" ") ? String(out.dropLast()) : out
    }

    /// True when `other` occurs in this text.
    package func contains(_ other: SearchText) -> Bool {
        !other.folded.isEmpty && folded.contains(other.folded)
    }

    /// Within a small edit distance (a typo or two).
    package func isClose(to other: SearchText) -> Bool {
        let limit = max(1, min(folded.count, other.folded.count) / 4)
        return EditDistance.between(folded, other.folded) <= limit
    }
}

/// Levenshtein distance, for did-you-mean suggestions.
package enum EditDistance {
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
