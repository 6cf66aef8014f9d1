package import APIModel
package import Catalog

/// Checking the claims a dataset's descriptor declares (`DatasetDescriptor.claims`).
extension AnswerClaim {
    /// Throws `answerMismatch` (65) at the first item whose values break a claim of `request`'s endpoint.
    package static func check(_ envelope: Envelope, answering request: Request) throws(AnswerRejection) {
        var claims: [(claim: AnswerClaim, requested: Set<Int>)] = []
        for claim in DatasetCatalog.descriptor(serving: request)?.claims ?? [] {
            guard let value = request[claim.parameter] else { continue }
            claims.append((claim, Set(value.split(separator: "-").compactMap { Int($0) })))
        }
        guard !claims.isEmpty, let items = try? envelope.response.elements() else { return }
        for item in items {
            for (claim, requested) in claims where !requested.isEmpty {
                let found = claim.paths.compactMap { Self.value(in: item, at: $0) }
                guard !found.isEmpty else { continue }
                let holds =
                    claim.rule == .every
                    ? found.allSatisfy { requested.contains($0.value) } : found.contains { requested.contains($0.value) }
                guard !holds else { continue }
                let culprit = found.first { !requested.contains($0.value) } ?? found[0]
                throw AnswerEcho.mismatch(
                    envelope, request, path: culprit.path,
                    requested: "\(claim.parameter)=\(request[claim.parameter] ?? "")", found: "\(culprit.value)")
            }
        }
    }

    /// The integer at `keys` below `item`, with its path; nil when absent or not an integer.
    private static func value(in item: JSONNode, at keys: [String]) -> (value: Int, path: String)? {
        var node = item
        for key in keys.dropLast() {
            guard let child = try? node.object(key) else { return nil }
            node = child
        }
        guard let last = keys.last, let value = try? node.int(last) else { return nil }
        return (value, node.path.text(appending: .key(last)))
    }
}
