package import APIModel

/// Checks what an envelope echoes about its request against the request itself: `get` (the
/// endpoint), `parameters` (where the envelope echoes any) and `paging.current` (the page
/// asked for, 1 when none; 0 is what top-scorer lists send). A recording saved under another
/// request's name, or an answer to another call, fails here instead of filling the wrong rows.
/// A page count below 1, or below the page the answer is on, contradicts the answer itself: it
/// would end a paged list early without a word, so it fails too.
package enum AnswerEcho {
    /// Throws `answerMismatch` (65) at the first echo that differs from `request`.
    package static func check(_ envelope: Envelope, answering request: Request) throws(AnswerRejection) {
        let get = envelope.get.hasPrefix("/") ? String(envelope.get.dropFirst()) : envelope.get
        if !get.isEmpty, get != request.endpoint.rawValue {
            throw mismatch(envelope, request, path: "get", requested: "`\(request.endpoint.rawValue)`", found: "`\(get)`")
        }
        try checkParameters(envelope, request)
        guard let paging = envelope.paging else { return }
        let page = request.integer("page")
        let accepted = page.map { [$0] } ?? [0, 1]
        if !accepted.contains(paging.current) {
            throw mismatch(envelope, request, path: "paging.current", requested: "page \(page ?? 1)", found: "\(paging.current)")
        }
        if paging.total < 1 || paging.current > paging.total {
            throw .impossibleAnswerShape(
                request: request, source: envelope.source, path: "paging.total",
                expected: "a page count of at least 1 and at least the page it is on (\(paging.current))",
                found: "\(paging.total)")
        }
    }

    /// Every echoed parameter must be one the request sent, with the value it sent, and the
    /// echo (when there is one) must hold every parameter sent.
    private static func checkParameters(_ envelope: Envelope, _ request: Request) throws(AnswerRejection) {
        guard !envelope.parameters.isEmpty else { return }
        var echoed: [String: String] = [:]
        for parameter in envelope.parameters where echoed[parameter.name] == nil {
            echoed[parameter.name] = parameter.value
            guard let sent = request[parameter.name] else {
                throw mismatch(
                    envelope, request, path: "parameters.\(parameter.name)",
                    requested: "no `\(parameter.name)`", found: "\"\(parameter.value)\"")
            }
            if sent != parameter.value {
                throw mismatch(
                    envelope, request, path: "parameters.\(parameter.name)",
                    requested: "\"\(sent)\"", found: "\"\(parameter.value)\"")
            }
        }
        for parameter in request.parameters where echoed[parameter.name] == nil {
            throw mismatch(
                envelope, request, path: "parameters",
                requested: "\(parameter.name)=\(parameter.value)", found: "without `\(parameter.name)`")
        }
    }

    static func mismatch(_ envelope: Envelope, _ request: Request, path: String, requested: String, found: String) -> AnswerRejection {
        .answerMismatch(request: request, source: envelope.source, path: path, requested: requested, found: found)
    }
}
