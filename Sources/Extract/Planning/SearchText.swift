import APIModel
import Foundation
import PipelineSpec

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
        return NameSuggestion.editDistance(Array(folded), Array(other.folded)) <= limit
    }
}
