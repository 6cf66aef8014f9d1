/// The scalar values of one document that could not be read as the number or flag a model asked
/// for (goals `"abc"`, a rating `"7,5"`, an id `1.5`): each is read as absent, the export goes
/// on, and this tally says how many there were at each place, with the first example, so the
/// run can warn and count them. Kept by the document's root path; a document is read by one
/// task at a time.
package final class UnreadableLeaves: @unchecked Sendable {
    /// The values at one place of the document, indices left out (`response[].goals.home`).
    package struct Place: Sendable, Equatable {
        /// The place, indices left out.
        package let path: String
        /// What the model asked for (`an integer`).
        package let expected: String
        /// How many values there could not be read.
        package var count: Int
        /// The first of them, as sent, and where (`"abc" at response[3].goals.home`).
        package let example: String
    }

    private var places: [Place] = []
    private var seen: Set<String> = []

    init() {}

    /// Every place with values that could not be read, in the order first met.
    package var all: [Place] { places }

    /// Notes `found` (a value summary) at `path`, once per exact place however often it is read.
    func note(path: JSONPath, last: JSONPath.Component?, expected: String, found: String) {
        let exact = path.text(appending: last)
        guard seen.insert(exact).inserted else { return }
        let general = Self.withoutIndices(exact)
        if let index = places.firstIndex(where: { $0.path == general && $0.expected == expected }) {
            places[index].count += 1
        } else {
            places.append(Place(path: general, expected: expected, count: 1, example: "\(found) at \(exact)"))
        }
    }

    /// `response[3].goals.home` → `response[].goals.home`.
    private static func withoutIndices(_ text: String) -> String {
        var out = ""
        var inIndex = false
        for character in text {
            if character == "[" {
                inIndex = true
                out.append(character)
                continue
            }
            if inIndex, character == "]" {
                inIndex = false
                out.append(character)
                continue
            }
            if inIndex, character.isNumber { continue }
            inIndex = false
            out.append(character)
        }
        return out
    }
}
