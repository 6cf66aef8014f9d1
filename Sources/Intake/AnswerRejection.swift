package import APIModel

/// An answer that cannot be what its request asked for (`AnswerCheck`): bad data (65) in a run,
/// a file not used in `convert`. `source` is the file it was read from, else the request.
package enum AnswerRejection: Error, Equatable, CustomStringConvertible {
    /// An answer whose `response` (at `path`) has a shape its endpoint never has (`null`, `{}` for a list).
    case impossibleAnswerShape(request: Request, source: String, path: String, expected: String, found: String)
    /// An answer that does not answer its request: its `get`, an echoed parameter, an item's id,
    /// league, season or team, or its page differs from what was asked (at `path`).
    case answerMismatch(request: Request, source: String, path: String, requested: String, found: String)
    /// A recorded `fixtures?ids=` answer without some of the fixtures it asked for.
    case missingFixtures(request: Request, source: String, ids: [Int])
    /// A `fixtures?ids=` answer holding one fixture twice.
    case repeatedFixture(request: Request, source: String, id: Int)

    /// The request the answer was taken as answering.
    package var request: Request {
        switch self {
        case .impossibleAnswerShape(let request, _, _, _, _), .answerMismatch(let request, _, _, _, _),
            .missingFixtures(let request, _, _), .repeatedFixture(let request, _, _):
            request
        }
    }

    package var description: String {
        switch self {
        case .impossibleAnswerShape(let request, let source, let path, let expected, let found):
            "the answer to \(Self.place(request, source)) has \(found) at \(path) where this endpoint always "
                + "answers \(expected). Record or fetch it again; if the API really sends this, report it."
        case .answerMismatch(let request, let source, let path, let requested, let found):
            "the answer to \(Self.place(request, source)) is not an answer to that request: \(path) is \(found), "
                + "but the request asked for \(requested). The file may be saved under the wrong name or edited; "
                + "record or fetch it again."
        case .missingFixtures(let request, let source, let ids):
            "the answer to \(Self.place(request, source)) lacks fixture(s) \(ids.map(String.init).joined(separator: ", ")) "
                + "that it asked for, so their events, lineups and statistics would be missing. Record it again."
        case .repeatedFixture(let request, let source, let id):
            "the answer to \(Self.place(request, source)) holds fixture \(id) more than once; which copy is right "
                + "cannot be told. Record or fetch it again; if the API really sends this, report it."
        }
    }

    /// `fixtures?ids=1-2 (recordings/fixtures/ids=1-2.json)`: the request, and the file when there is one.
    private static func place(_ request: Request, _ source: String) -> String {
        source.isEmpty || source == request.description ? "\(request)" : "\(request) (\(source))"
    }
}
