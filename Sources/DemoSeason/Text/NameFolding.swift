/// ASCII spellings of names, as some API responses carry them (`Gundogdu` for `Gündoğdu`).
package enum NameFolding {
    /// The name with its diacritics folded to ASCII letters.
    package static func ascii(_ name: String) -> String {
        var out = ""
        for character in name {
            if let folded = table[character] { out += folded } else { out.append(character) }
        }
        return out
    }

    private static let table: [Character: String] = [
        "ğ": "g", "ş": "s", "Ş": "S", "ı": "i", "İ": "I", "ç": "c", "Ç": "C", "ö": "o", "Ö": "O",
        "ü": "u", "Ü": "U", "ø": "o", "Ø": "O", "å": "a", "Å": "A", "æ": "ae", "é": "e", "É": "E",
        "è": "e", "ê": "e", "ë": "e", "ï": "i", "ô": "o", "ñ": "n", "á": "a", "Á": "A", "í": "i",
        "ó": "o", "ú": "u", "ł": "l", "Ł": "L", "ś": "s", "ą": "a", "ę": "e", "ż": "z", "Ż": "Z",
        "ń": "n", "ć": "c", "ź": "z", "ä": "a", "ß": "ss", "ã": "a", "õ": "o"
    ]
}
