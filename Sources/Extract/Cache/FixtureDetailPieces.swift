import APIModel
import FileIO
import Intake
import JSON

/// The per-fixture side of the cache for `fixtures?ids=` batches (docs/ARCHITECTURE.md §7): every
/// fetched batch is also kept as one single-fixture entry per match, so a batch whose members
/// changed (a match settled and moved to another batch) is put together from those entries and
/// only the fixtures whose entries expired are fetched. A settled match is never fetched again.
extension CachingResponseSource {
    /// The fixture ids of a details batch, in request order; nil for any other request.
    static func batchIDs(of request: Request) -> [Int]? {
        guard request["ids"] != nil, let ids = RequestedFixtures(request)?.ids, !ids.isEmpty else { return nil }
        return ids
    }

    /// The single-fixture request whose entry keeps one match's details.
    static func pieceRequest(_ id: Int) -> Request {
        Request(.fixtures, ["ids": String(id)])
    }

    /// Answers a batch from fresh per-fixture entries, fetching only the ids without one; nil
    /// when every id must be fetched anyway, or when the API refused the missing ones (the caller
    /// then fetches the batch as asked, so a refusal answers the batch, not a request it never made).
    func assembleBatch(_ request: Request, ids: [Int]) async throws -> Response? {
        var items: [Int: JSONValue] = [:]
        var fetchedAt: Double?
        for id in ids {
            guard let piece = freshPiece(id) else { continue }
            items[id] = piece.item
            fetchedAt = min(fetchedAt ?? piece.fetchedAt, piece.fetchedAt)
        }
        guard !items.isEmpty else { return nil }
        let missing = ids.filter { items[$0] == nil }
        var origin = ResponseOrigin.cache
        if !missing.isEmpty {
            let subRequest = Request(.fixtures, ["ids": missing.map(String.init).joined(separator: "-")])
            let response = try await response(for: subRequest)
            guard let envelope = response.parsed ?? (try? JSONParser.parse(response.body)),
                APIRefusal.decisive(in: envelope) == nil
            else { return nil }
            for (id, item) in Self.itemsByID(envelope) { items[id] = item }
            origin = response.origin
            fetchedAt = response.fetchedAt.map { min(fetchedAt ?? $0, $0) }
        }
        let envelope = Self.envelope(answering: request, items: ids.compactMap { items[$0] })
        if origin == .cache { observer.extract(.cacheHit(request, ageSeconds: 0)) }
        // An answer put together from pieces is as old as its oldest piece.
        return Response(request: request, body: Self.body(of: envelope), origin: origin, parsed: envelope, fetchedAt: fetchedAt)
    }

    /// The bytes of a batch answer put together from `items`, as `assembleBatch` answers it.
    static func assembledBody(answering request: Request, items: [JSONValue]) -> [UInt8] {
        body(of: envelope(answering: request, items: items))
    }

    private static func body(of envelope: JSONValue) -> [UInt8] {
        Array(JSONWriter.compact(envelope).utf8)
    }

    /// Keeps each match of a stored batch answer as its own entry.
    func storePieces(of envelope: JSONValue, fetchedAt: Double) throws {
        for (id, item) in Self.itemsByID(envelope) {
            let piece = Self.pieceRequest(id)
            let body = Array(JSONWriter.compact(Self.envelope(answering: piece, items: [item])).utf8)
            let path = path(for: piece)
            do {
                let entry = CacheEntry(fetchedAt: fetchedAt, body: body)
                try AtomicFileWriter.replaceUnlessSame(path, with: entry.encoded(request: piece, baseURL: baseURL))
            } catch {
                throw ExtractError.writing(request: piece, path: path, failedWith: error)
            }
        }
    }

    /// The stored match item of `id` while its entry is fresh.
    func freshPiece(_ id: Int) -> (item: JSONValue, fetchedAt: Double)? {
        let piece = Self.pieceRequest(id)
        guard let bytes = try? RegularFileReader.read(path(for: piece), limit: readLimit), let entry = CacheEntry(decoding: bytes),
            let envelope = try? JSONParser.parse(entry.body), AnswerCheck.isStorable(envelope, answering: piece)
        else { return nil }
        let now = clock.now()
        let lifetime = policy.lifetime(
            for: piece, fixtures: FixtureStatusSummary(envelope: envelope), liveScopes: liveScopes.current,
            now: now, fetchedAt: entry.fetchedAt)
        guard isFresh(entry, answering: piece, for: lifetime, now: now) else { return nil }
        return Self.itemsByID(envelope).first.map { ($0.item, entry.fetchedAt) }
    }

    /// `response[]` items with their `fixture.id`.
    static func itemsByID(_ envelope: JSONValue) -> [(id: Int, item: JSONValue)] {
        guard case .object(let object) = envelope, case .array(let items)? = object["response"] else { return [] }
        return items.compactMap { item in
            guard case .object(let match) = item, case .object(let fixture)? = match["fixture"],
                case .number(let literal)? = fixture["id"], let id = Int(literal)
            else { return nil }
            return (id, item)
        }
    }

    /// An envelope as the API would send it for `request`, holding `items`.
    static func envelope(answering request: Request, items: [JSONValue]) -> JSONValue {
        let parameters = JSONObject(request.parameters.map { JSONObject.Entry($0.name, JSONValue.string($0.value)) })
        return .object([
            "get": .string(request.endpoint.rawValue), "parameters": .object(parameters), "errors": .array([]),
            "results": .int(items.count), "paging": .object(["current": .int(1), "total": .int(1)]),
            "response": .array(items)
        ])
    }
}
