package import APIModel

/// Reports each request's start and end to an observer; the outermost link of a chain.
package struct ObservedResponseSource: ResponseSource {
    private let inner: any ResponseSource
    private let observer: any ExtractObserver

    package init(inner: any ResponseSource, observer: any ExtractObserver) {
        self.inner = inner
        self.observer = observer
    }

    package func holdsAnswerOffline(for request: Request) -> Bool { inner.holdsAnswerOffline(for: request) }

    package func response(for request: Request) async throws -> Response {
        observer.extract(.requestStarted(request))
        do {
            let response = try await inner.response(for: request)
            observer.extract(.requestFinished(request, origin: response.origin, bytes: response.body.count))
            return response
        } catch let error as ExtractError {
            observer.extract(.requestFailed(request, error: error))
            throw error
        }
    }
}
