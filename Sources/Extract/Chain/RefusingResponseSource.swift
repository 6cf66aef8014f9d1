package import APIModel

/// Refuses, without sending, the requests an earlier run found that retrying cannot fix (the
/// plan does not cover them, a parameter is rejected), until the pipeline file changes. The run
/// tolerates the refusal and lists the request again (docs/ARCHITECTURE.md §7).
package struct RefusingResponseSource: ResponseSource {
    private let inner: any ResponseSource
    /// Why each refused request (by its description) failed before.
    private let refused: [String: String]

    package init(inner: any ResponseSource, refused: [String: String]) {
        self.inner = inner
        self.refused = refused
    }

    package func holdsAnswerOffline(for request: Request) -> Bool { inner.holdsAnswerOffline(for: request) }

    package func response(for request: Request) async throws -> Response {
        if let reason = refused[request.description] { throw ExtractError.refusedEarlier(request: request, reason: reason) }
        return try await inner.response(for: request)
    }
}
