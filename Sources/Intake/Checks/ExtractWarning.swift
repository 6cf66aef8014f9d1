package import APIModel
import PipelineSpec

/// Something about an answer a user should know that does not stop the run: kept, said once,
/// and listed in the manifest beside the transform warnings (same `code`/`message`/`context`).
package struct ExtractWarning: Sendable, Hashable, CustomStringConvertible {
    /// What kind of finding it is; the raw value is the stable identifier.
    package enum Code: String, Sendable, Hashable, CaseIterable {
        /// A live `fixtures?ids=` answer without some requested fixtures; it was not cached.
        case incompleteBatch = "incomplete_batch"
        /// A fetched answer echoed the API key; `AnswerKeyRedaction` replaced it everywhere.
        case keyInAnswer = "api_key_in_answer"
        /// Values an answer sent as the wrong kind of scalar (goals `"abc"`), read as empty.
        case unreadableValue = "unreadable_answer_value"
        /// Every answer of a dataset for a league-season held no items; its tables have no rows from it.
        case emptyDataset = "empty_dataset"
        /// An item holds a list its dataset declares as null, `{}` or not at all; its rows are missing.
        case missingList = "missing_array"
        /// A recording or cache entry holds a page beyond the page count a paged answer gives.
        case pageBeyondCount = "page_beyond_count"
    }

    /// What kind of finding it is.
    package let code: Code
    /// The request whose answer it concerns.
    package let request: Request
    /// What happened and what it means, in words.
    package let message: String
    /// Further context by name (`missing_fixture_ids`).
    package let details: [String: String]

    package init(code: Code, request: Request, message: String, details: [String: String] = [:]) {
        self.code = code
        self.request = request
        self.message = message
        self.details = details
    }

    /// The warning for an answer whose strings or field names held the API key.
    package static func keyInAnswer(_ request: Request, values: Int) -> ExtractWarning {
        ExtractWarning(
            code: .keyInAnswer, request: request,
            message: "the answer to \(request) held the API key in \(values) value(s) or field name(s); each was replaced by "
                + "\(SecretRedaction.placeholder) before the answer was cached, recorded or turned into tables. "
                + "The API or a proxy between you and it echoes your key: consider rotating it.",
            details: ["redacted_values": String(values)])
    }

    /// The warning for values at one place of an answer that could not be read and were emptied.
    package static func unreadableValues(_ request: Request, _ place: UnreadableLeaves.Place) -> ExtractWarning {
        ExtractWarning(
            code: .unreadableValue, request: request,
            message: "the answer to \(request) held \(place.count) value(s) at \(place.path) that are not \(place.expected) "
                + "(first: \(place.example)); they were read as empty and the export went on",
            details: ["path": place.path, "count": String(place.count), "example": place.example])
    }

    /// A recording or cache entry holds `beyond`, a page past the `count` pages `request`'s answer says its list has.
    package static func pageBeyondCount(_ beyond: Request, count: Int, of request: Request) -> ExtractWarning {
        ExtractWarning(
            code: .pageBeyondCount, request: beyond,
            message: "the answer to \(request) says the list has \(count) page(s), yet a stored answer to \(beyond) exists "
                + "(a recording or cache entry from when the list was longer); only \(count) page(s) were read. "
                + "If the list did not shrink, record or fetch it again.",
            details: ["page_count": String(count)])
    }

    /// Every piece of context as text (`request` and the details), for a manifest.
    package var context: [String: String] {
        details.merging(["request": request.description]) { detail, _ in detail }
    }

    /// `incomplete_batch: …`.
    package var description: String { "\(code.rawValue): \(message)" }
}
