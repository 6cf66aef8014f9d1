import APIModel
import FileIO

/// Per-match requests answered from the cache's per-fixture entries of `fixtures?ids=` batches
/// (`FixtureDetailPieces`), before the request's own entry or the network is asked.
extension CachingResponseSource {
    /// The answer to a per-match request cut from a fresh batch piece; nil for any other request.
    func cutFromBatch(_ request: Request) -> Response? {
        guard let part = FixturePartRequest(request), let found = freshPiece(part.fixture) else { return nil }
        let piece = Self.pieceRequest(part.fixture)
        guard var response = part.response(from: found.item, batch: piece, origin: .cache, location: path(for: piece)) else { return nil }
        response.fetchedAt = found.fetchedAt
        observer.extract(.cacheHit(request, ageSeconds: 0))
        return response
    }

    /// Whether a batch piece is stored for the match a per-match request asks about.
    func holdsBatchPiece(for request: Request) -> Bool {
        guard let part = FixturePartRequest(request) else { return false }
        return FileSystem.isRegularFile(path(for: Self.pieceRequest(part.fixture)))
    }
}
