/// A list each item of a dataset's answer holds, as a path from the item: `bookmakers`,
/// `bookmakers[].bets` (in each element of `bookmakers`), `players[].players[]` (each element of
/// an inner list must be an object). `null`, `{}` or no key where one is expected reads as "no
/// elements" and would drop rows without a word; the extract stage warns instead. An empty
/// array `[]` is a list, and no finding.
package struct ExpectedList: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The keys from the item to the list; every key but the last names a list walked element
    /// by element. `elementsAreObjects` when the path ends in `[]`.
    package let keys: [String]
    package let elementsAreObjects: Bool

    package init(stringLiteral path: String) {
        elementsAreObjects = path.hasSuffix("[]")
        keys = (elementsAreObjects ? String(path.dropLast(2)) : path)
            .split(separator: ".").map { $0.hasSuffix("[]") ? String($0.dropLast(2)) : String($0) }
    }

    /// The path as declared (`bookmakers[].bets`).
    package var description: String {
        keys.joined(separator: "[].") + (elementsAreObjects ? "[]" : "")
    }
}
