import APIModel
import Extract
import Intake

/// The run's error for each answer `AnswerCheck` rejects, by the rejection's own name, so a test
/// writes `.answerMismatch(…)` where a run throws `.rejectedAnswer(.answerMismatch(…))`.
extension ExtractError {
    static func impossibleAnswerShape(request: Request, source: String, path: String, expected: String, found: String) -> ExtractError {
        .rejectedAnswer(.impossibleAnswerShape(request: request, source: source, path: path, expected: expected, found: found))
    }

    static func answerMismatch(request: Request, source: String, path: String, requested: String, found: String) -> ExtractError {
        .rejectedAnswer(.answerMismatch(request: request, source: source, path: path, requested: requested, found: found))
    }

    static func missingFixtures(request: Request, source: String, ids: [Int]) -> ExtractError {
        .rejectedAnswer(.missingFixtures(request: request, source: source, ids: ids))
    }

    static func repeatedFixture(request: Request, source: String, id: Int) -> ExtractError {
        .rejectedAnswer(.repeatedFixture(request: request, source: source, id: id))
    }
}
