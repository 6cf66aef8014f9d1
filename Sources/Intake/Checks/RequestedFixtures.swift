package import APIModel

/// The fixtures a `fixtures?ids=` (or `?id=`) request asks for and which of them its answer
/// lacks. A batch answered without some of its fixtures would drop their events, lineups and
/// statistics without a word; every requested id must come back.
package struct RequestedFixtures: Sendable, Hashable {
    /// The ids asked for, in the request's order.
    package let ids: [Int]

    /// The fixtures `request` asks for by id; nil for any other request.
    package init?(_ request: Request) {
        guard request.endpoint == .fixtures, let list = request["ids"] ?? request["id"] else { return nil }
        ids = list.split(separator: "-").compactMap { Int($0) }
    }

    /// The first fixture id `envelope` answers twice, if any: a batch holds each fixture once,
    /// and which copy should win cannot be told.
    package func repeated(in envelope: Envelope) -> Int? {
        var answered: Set<Int> = []
        for item in (try? envelope.response.elements()) ?? [] {
            if let id = try? item.object("fixture").int("id"), !answered.insert(id).inserted { return id }
        }
        return nil
    }

    /// The requested ids with no `response[i].fixture.id` in `envelope`, in the request's order.
    package func missing(from envelope: Envelope) -> [Int] {
        var answered: Set<Int> = []
        for item in (try? envelope.response.elements()) ?? [] {
            if let id = try? item.object("fixture").int("id") { answered.insert(id) }
        }
        return ids.filter { !answered.contains($0) }
    }
}
