package import APIModel
package import Catalog
import JSON

/// Finds the lists an answer's items should hold (`DatasetDescriptor.lists`) but hold as
/// `null`, `{}` or not at all: the decoder reads those as "no elements", so the rows they would
/// give vanish. Each finding is a warning naming the item (fixture, team, player or league) and
/// the path; the run goes on. An empty array is a list and no finding.
package enum MissingLists {
    /// One `missingList` warning per list missing from `envelope`, the answer to `request` (of
    /// `dataset`), in document order.
    package static func warnings(in envelope: Envelope, answering request: Request, of dataset: Dataset) -> [ExtractWarning] {
        let lists = dataset.descriptor.lists
        guard !lists.isEmpty else { return [] }
        let items: [JSONValue] =
            switch envelope.response.value {
            case .array(let items)?: items
            case let item?: [item]
            case nil: []
            }
        var warnings: [ExtractWarning] = []
        for (index, item) in items.enumerated() {
            let subject = Self.subject(of: item) ?? "item \(index)"
            // `lineups` missing is said once, not again for `lineups[].startXI`.
            var said: Set<String> = []
            for list in lists {
                var found: [(path: String, what: String)] = []
                walk(item, keys: list.keys[...], objects: list.elementsAreObjects, path: "", into: &found)
                warnings += found.filter { said.insert($0.path).inserted }.map { path, what in
                    ExtractWarning(
                        code: .missingList, request: request,
                        message: "\(request): \(subject): \(path) is \(what) where a list is expected; the rows it "
                            + "would give are missing",
                        details: ["dataset": dataset.rawValue, "list": list.description, "item": subject, "path": path])
                }
            }
        }
        return warnings
    }

    /// Walks `keys` from `value`, noting each place a list (or, with `objects`, a list element)
    /// is not what it should be.
    private static func walk(
        _ value: JSONValue, keys: ArraySlice<String>, objects: Bool, path: String, into found: inout [(path: String, what: String)]
    ) {
        guard case .object(let object) = value, let key = keys.first else { return }
        let here = path.isEmpty ? key : "\(path).\(key)"
        guard case .array(let elements)? = object[key] else {
            found.append((here, describe(object[key])))
            return
        }
        for (index, element) in elements.enumerated() {
            if keys.count == 1 {
                if objects, !isNonEmptyObject(element) { found.append(("\(here)[\(index)]", describe(element))) }
            } else {
                walk(element, keys: keys.dropFirst(), objects: objects, path: "\(here)[\(index)]", into: &found)
            }
        }
    }

    /// `fixture 1208021`, `team 50`, `player 276` or `league 39`: the first id the item names.
    private static func subject(of item: JSONValue) -> String? {
        guard case .object(let object) = item else { return nil }
        for kind in ["fixture", "team", "player", "league"] {
            if case .object(let reference)? = object[kind], let id = reference["id"], case .number(let text) = id {
                return "\(kind) \(text)"
            }
        }
        return nil
    }

    private static func isNonEmptyObject(_ value: JSONValue) -> Bool {
        if case .object(let object) = value { !object.entries.isEmpty } else { false }
    }

    private static func describe(_ value: JSONValue?) -> String {
        switch value {
        case nil: "absent"
        case .null?: "null"
        case .object(let object)?: object.entries.isEmpty ? "{}" : "an object"
        case .array?: "an array"
        case .string?: "text"
        case .number?: "a number"
        case .bool?: "true or false"
        }
    }
}
