package import APIModel
import Catalog
package import JSON

/// Checks that an answer can be what its request asked for before it joins the extracted data:
/// its shape (`AnswerShape`), its echo (`AnswerEcho`), its items (`AnswerClaim`) and, for a
/// `fixtures?ids=` batch, that every requested fixture came back, once (`RequestedFixtures`).
/// Call it with the envelope decoded with the file it came from as its source, so errors name
/// the file as well as the request.
package enum AnswerCheck {
    /// Throws when the answer is impossible for its request. A `recorded` batch (a recording, or
    /// a file `convert` reads) that lacks fixtures is refused too (`missingFixtures`); a fetched or
    /// cached one is kept with a warning, since the API may send the rest next time (`isStorable`
    /// keeps it out of the cache and recordings, so the next run asks again).
    package static func verify(
        _ envelope: Envelope, answering request: Request, recorded: Bool
    ) throws(AnswerRejection) -> [ExtractWarning] {
        try AnswerShape(for: request).check(envelope, answering: request)
        try AnswerEcho.check(envelope, answering: request)
        try AnswerClaim.check(envelope, answering: request)
        let requested = RequestedFixtures(request)
        if let id = requested?.repeated(in: envelope) {
            throw .repeatedFixture(request: request, source: envelope.source, id: id)
        }
        guard let missing = requested?.missing(from: envelope), !missing.isEmpty else { return [] }
        if recorded {
            throw .missingFixtures(request: request, source: envelope.source, ids: missing)
        }
        let ids = missing.map(String.init).joined(separator: ", ")
        return [
            ExtractWarning(
                code: .incompleteBatch, request: request,
                message: "the API answered \(request) without fixture(s) \(ids); their events, lineups and statistics "
                    + "are missing from this run. The answer was not cached or recorded, so the next run asks again.",
                details: ["missing_fixture_ids": missing.map(String.init).joined(separator: "-")]
            )
        ]
    }

    /// Whether a fetched answer may be cached or recorded: it passes `verify` without a warning.
    package static func isStorable(_ envelope: JSONValue, answering request: Request) -> Bool {
        guard let decoded = try? Envelope(JSONNode(root: envelope, source: request.description)),
            let warnings = try? verify(decoded, answering: request, recorded: false)
        else { return false }
        return warnings.isEmpty
    }
}
