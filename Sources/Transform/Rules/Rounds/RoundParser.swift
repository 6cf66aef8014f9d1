/// Splits round names: `"<stage> - <n>"` gives a stage and a number, anything else is a stage
/// with no number. Digits inside a name are never read as a number ("Round of 16" is not
/// round 16, "Club Friendlies 3" has no dash, "1st Phase - 8th Finals" has no numeric tail).
package enum RoundParser {
    /// The separator between a stage and its round number; the last one in a name counts.
    static let separator = " - "

    /// Parses one `league.round` string.
    package static func parse(_ name: String) -> Round {
        guard let dash = lastSeparator(in: name) else {
            return Round(name: name, stage: name, number: nil)
        }
        let stage = name[..<dash.lowerBound]
        let tail = name[dash.upperBound...].trimmingWhitespace()
        guard !stage.trimmingWhitespace().isEmpty, !tail.isEmpty,
            tail.utf8.allSatisfy(\.isASCIIDigit),
            let number = Int(tail)
        else {
            return Round(name: name, stage: name, number: nil)
        }
        return Round(name: name, stage: String(stage), number: number)
    }

    /// The range of the last `" - "` in the name (ASCII, so byte positions are character bounds).
    private static func lastSeparator(in name: String) -> Range<String.Index>? {
        let bytes = name.utf8
        let wanted = separator.utf8
        var end = bytes.endIndex
        while let start = bytes.index(end, offsetBy: -wanted.count, limitedBy: bytes.startIndex) {
            if bytes[start..<end].elementsEqual(wanted) { return start..<end }
            end = bytes.index(before: end)
        }
        return nil
    }
}
