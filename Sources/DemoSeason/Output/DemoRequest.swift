package import APIModel

/// One call the demo answers: an API path and its parameters, sorted by name. The tool's own
/// datasets come from APIModel's `Request`; the added datasets are named by path (see
/// `DemoRequests`) until the tool knows their endpoints.
package struct DemoRequest: Sendable {
    /// `teams/statistics`: the envelope's `get`.
    package let path: String
    /// Parameters sorted by name, each once.
    package let parameters: [(name: String, value: String)]
    /// Where the recording goes (docs/ARCHITECTURE.md §7): `teams_statistics/league=9001&season=2023&team=900101.json`.
    package let recordingPath: String

    /// A request of the tool's own.
    package init(_ request: Request) {
        path = request.endpoint.rawValue
        parameters = request.parameters.map { ($0.name, $0.value) }
        recordingPath = request.recordingPath
    }

    /// A request by path. Values are ids, years and page numbers, which need no escaping in a
    /// file name.
    init(path: String, _ parameters: [String: String] = [:]) {
        precondition(
            parameters.values.allSatisfy { $0.allSatisfy { $0.isNumber || $0 == "-" } },
            "demo request values are numbers")
        self.path = path
        self.parameters = parameters.map { (name: $0.key, value: $0.value) }.sorted { $0.name < $1.name }
        let query = self.parameters.isEmpty ? "_" : self.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        recordingPath = "\(String(path.map { $0 == "/" ? "_" : $0 }))/\(query).json"
    }
}
