package import JSON
import Staging
import Tabular

/// Deterministic JSON for the manifest: fixed key order, entries sorted, pretty-printed.
extension Manifest {
    /// The UTF-8 bytes of `manifest.json`.
    package var jsonBytes: [UInt8] {
        Array(JSONWriter.pretty(.object(jsonObject)).utf8)
    }

    /// The manifest as an ordered JSON object.
    package var jsonObject: JSONObject {
        var object: JSONObject = [
            "manifest_version": .int(Self.layoutVersion),
            "tool_version": .string(toolVersion)
        ]
        if let generatedAt { object["generated_at"] = .string(generatedAt) }
        var pipeline: JSONObject = ["name": .string(pipelineName)]
        if let pipelinePath { pipeline["path"] = .string(pipelinePath) }
        pipeline["sha256"] = .string(pipelineSHA256)
        object["pipeline"] = .object(pipeline)
        object["scope"] = .object([
            "leagues": .array(Set(scope.leagues).sorted().map(JSONValue.int)),
            "seasons": .array(Set(scope.seasons).sorted().map(JSONValue.int))
        ])
        object["requests"] = .object([
            "recording": .int(requests.recording),
            "cache": .int(requests.cache),
            "network": .int(requests.network)
        ])
        object["outputs"] = .array(outputs.sorted { $0.path < $1.path }.map { .object($0.jsonObject) })
        object["warnings"] = .array(warnings.map(\.jsonObject).sorted(by: Self.compactOrder).map(JSONValue.object))
        object["skipped"] = .array(skipped.map(\.jsonObject).sorted(by: Self.compactOrder).map(JSONValue.object))
        if !valueIssues.isEmpty {
            let sorted = valueIssues.sorted { ($0.table, $0.column, $0.kind) < ($1.table, $1.column, $1.kind) }
            object["value_issues"] = .array(
                sorted.map { issue in
                    .object([
                        "table": .string(issue.table), "column": .string(issue.column), "kind": .string(issue.kind),
                        "count": .int(issue.count), "example": .string(issue.example)
                    ])
                })
        }
        if !fixtures.isEmpty { object["fixtures"] = .array(fixtures.sorted { $0.id < $1.id }.map { .object($0.jsonObject) }) }
        return object
    }

    /// Orders entries whose fields can tie on any one key by their whole compact text.
    private static func compactOrder(_ a: JSONObject, _ b: JSONObject) -> Bool {
        JSONWriter.compact(.object(a)) < JSONWriter.compact(.object(b))
    }
}

extension ManifestOutput {
    /// The entry as an ordered JSON object; table fields only for one-table files.
    var jsonObject: JSONObject {
        var object: JSONObject = ["path": .string(path), "format": .string(format.rawValue)]
        if let table {
            object["table"] = .string(table.name)
            object["rows"] = .int(table.rowCount)
        }
        if let tables { object["rows"] = .int(tables.reduce(0) { $0 + $1.rowCount }) }
        object["bytes"] = .int(byteCount)
        object["sha256"] = .string(sha256)
        if let sheets {
            object["sheets"] = .array(sheets.map { .object(["name": .string($0.name), "sha256": .string($0.sha256)]) })
        }
        if let tables {
            object["tables"] = .array(tables.map { .object(["name": .string($0.name), "rows": .int($0.rowCount)]) })
        }
        if let table {
            object["key"] = .array(table.key.map(JSONValue.string))
            object["columns"] = .array(
                table.columns.map { column in
                    .object(["name": .string(column.name), "type": .string(column.type.rawValue)])
                })
        }
        return object
    }
}

extension ManifestWarning {
    /// The warning as an ordered JSON object, context keys sorted.
    var jsonObject: JSONObject {
        let sortedContext = context.sorted { $0.key < $1.key }.map { JSONObject.Entry($0.key, JSONValue.string($0.value)) }
        return ["code": .string(code), "message": .string(message), "context": .object(JSONObject(sortedContext))]
    }
}

extension ManifestSkip {
    /// The skipped item as an ordered JSON object.
    var jsonObject: JSONObject {
        ["item": .string(item), "reason": .string(reason)]
    }
}
