/// How each place that several answers can hold was chosen, beside the values `ExtractedData`
/// keeps (docs/answers.md): a season list's row, a `fixtures?ids=` item, each per-match part,
/// each league-season's standings.
package struct AnswerChoices: Sendable {
    /// The row of a season, date or live list, by fixture id.
    var listed: [Int: AnswerChoice] = [:]
    /// The item of a `fixtures?ids=` answer, by fixture id.
    var detailed: [Int: AnswerChoice] = [:]
    /// A part that came on its own (`fixtures/events?fixture=`).
    var parts: [PartPlace: AnswerChoice] = [:]
    /// A league-season's standings answer.
    var standings: [LeagueSeason: AnswerChoice] = [:]

    package init() {}
}

/// One of the four parts of a match's details.
package enum FixturePart: String, Sendable, Hashable, CaseIterable, Comparable {
    case events, lineups, statistics, players

    package static func < (a: FixturePart, b: FixturePart) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A part of one match.
struct PartPlace: Sendable, Hashable {
    let fixture: Int
    let part: FixturePart
}

/// A place where answers said different things: what it is, the answer kept and the others.
package struct AnswerDisagreement: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The fixture, when the place is one of a match's.
    package let fixtureID: Int?
    /// `fixture 1208140`, `fixture 1208140's events`, `standings of league 39, season 2022`.
    package let place: String
    /// The label of the answer kept.
    package let kept: String
    /// The labels of the answers that said something else, sorted.
    package let overruled: [String]

    package var description: String {
        "\(place): kept \(kept) over \(overruled.joined(separator: ", "))"
    }

    package static func < (a: AnswerDisagreement, b: AnswerDisagreement) -> Bool {
        (a.fixtureID ?? Int.max, a.place, a.kept) < (b.fixtureID ?? Int.max, b.place, b.kept)
    }

    /// The disagreement of `choice` at `place`, nil when every answer there agreed.
    static func of(_ choice: AnswerChoice?, fixture: Int?, place: String) -> AnswerDisagreement? {
        guard let choice, !choice.overruledLabels.isEmpty else { return nil }
        return AnswerDisagreement(fixtureID: fixture, place: place, kept: choice.source.label, overruled: choice.overruledLabels)
    }
}
