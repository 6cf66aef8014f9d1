import APIModel
import Foundation
import JSON

/// Test-only: a recorded API response (`TransformFixtures` says where it lies), parsed.
enum FixtureFile {
    /// The parsed JSON of one file.
    static func json(_ name: String) throws -> JSONValue {
        try JSONParser.parse(TransformFixtures.bytes(name))
    }
}

/// Test-only accessors for reading fixtures.
extension JSONValue {
    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    var array: [JSONValue]? {
        if case .array(let values) = self { values } else { nil }
    }

    var int: Int? {
        if case .number(let literal) = self { Int(literal) } else { nil }
    }

    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The leaf as the API model would keep it.
    var scalar: APIScalar? {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let literal): .number(literal)
        case .string(let text): .string(text)
        case .array, .object: nil
        }
    }
}
