import Foundation

/// One request as the fake server logged it (auth header values replaced by `<valid>`/`<invalid>`).
package struct FakeServerRequest: Sendable, Equatable {
    /// The URL path (`/fixtures`).
    package let path: String
    /// The query string without `?` (`league=9001&season=2023`), empty when there is none.
    package let query: String
    /// The header names in the order they were sent.
    package let headerNames: [String]
    /// The header values by lower-cased name.
    package let headers: [String: String]

    /// `path?query`, or the path alone when there is no query.
    package var target: String { query.isEmpty ? path : "\(path)?\(query)" }
}

/// A line of the fake server's log that is not the JSON it writes.
package struct FakeServerLogError: Error {
    /// The line as read.
    package let line: String
}

extension FakeServerProcess {
    /// Every request the server received, in order; none when it has logged nothing yet.
    /// Read with Foundation's JSON reader, independent of the project's parser.
    package func loggedRequests() throws -> [FakeServerRequest] {
        guard let log = FileManager.default.contents(atPath: logPath) else { return [] }
        return try log.split(separator: UInt8(ascii: "\n")).map { line in
            guard let entry = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let path = entry["path"] as? String, let query = entry["query"] as? String,
                let pairs = entry["headers"] as? [[String]]
            else { throw FakeServerLogError(line: String(decoding: line, as: UTF8.self)) }
            var names: [String] = []
            var headers: [String: String] = [:]
            for pair in pairs where pair.count == 2 {
                names.append(pair[0])
                headers[pair[0].lowercased()] = pair[1]
            }
            return FakeServerRequest(path: path, query: query, headerNames: names, headers: headers)
        }
    }

    /// Every request received, in order, as `path?query` (`/fixtures?league=9001&season=2023`).
    package func requests() throws -> [String] {
        try loggedRequests().map(\.target)
    }
}
