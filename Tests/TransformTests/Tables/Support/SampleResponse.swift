import APIModel
import Foundation
import JSON
import Testing

/// Test-only: recorded API responses (`TransformFixtures` says where each lies), decoded through
/// the same envelope reader the pipeline uses.
enum SampleResponse {
    /// The `response` items of a sample file (`standings/epl-2022-final.json`) as models.
    static func list<Model: APIDecodable>(_ path: String, of type: Model.Type) throws -> [Model] {
        let bytes = try TransformFixtures.bytes(path)
        return try Envelope.decode(bytes, source: path).list(of: type)
    }

    /// The items of a sample after `edit` changed its parsed JSON (to add what no sample has).
    static func list<Model: APIDecodable>(
        _ path: String, of type: Model.Type, editing edit: (inout JSONValue) -> Void
    ) throws -> [Model] {
        var value = try JSONParser.parse(TransformFixtures.bytes(path))
        edit(&value)
        return try Envelope(JSONNode(root: value, source: path)).list(of: type)
    }

    /// The one fixture of a `fixtures?id=` sample.
    static func fixture(_ path: String) throws -> Fixture {
        try #require(try list(path, of: Fixture.self).first)
    }
}
