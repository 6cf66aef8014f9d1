import FileIO
import JSON
package import PipelineSpec
package import Staging
import Tabular

/// `datapackage.json`: a Frictionless Data Package beside `manifest.json` that any Frictionless
/// tool reads. Each CSV and NDJSON table file is a tabular resource with its Table Schema
/// (field types, descriptions and units where the columns have them, the primary key and the
/// foreign keys the rows satisfy, as the SQLite database declares them); Parquet files, the
/// database and the workbooks are file resources (Parquet carries its own typed schema).
/// Every resource has its path, format, media type, size and SHA-256. The run's requests,
/// warnings and skips stay in `manifest.json`; nothing here depends on the clock.
package enum DataPackage {
    package static let fileName = "datapackage.json"

    /// Where the package goes: beside the manifest, whose folder holds every output.
    package static func path(besideManifest manifestPath: String) -> String {
        FilePath.joined(FilePath.directory(of: manifestPath), fileName)
    }

    /// The package's bytes for the files in `outputs` (paths relative to the package's folder).
    /// `keys` are the tables' declared keys (`DeclaredKeys`), by table name.
    package static func jsonBytes(name: String, outputs: [ManifestOutput], keys declared: [String: DeclaredKeys], csvDialect: CSVDialect)
        -> [UInt8]
    {
        let names = Set(outputs.map(resourceName))
        let resources = outputs.sorted { $0.path < $1.path }.map { output in
            JSONValue.object(resource(output, declared: declared, csvDialect: csvDialect, names: names))
        }
        let package: JSONObject = ["profile": .string("data-package"), "name": .string(identifier(name)), "resources": .array(resources)]
        return Array(JSONWriter.pretty(.object(package)).utf8)
    }

    private static func resource(
        _ output: ManifestOutput, declared: [String: DeclaredKeys], csvDialect: CSVDialect, names: Set<String>
    ) -> JSONObject {
        var object: JSONObject = [
            "name": .string(resourceName(output)), "path": .string(output.path), "format": .string(output.format.fileExtension),
            "mediatype": .string(mediaType(output.format))
        ]
        guard let table = output.table, describesFields(output.format) else {
            object["type"] = .string("file")
            object["bytes"] = .int(output.byteCount)
            object["hash"] = .string("sha256:\(output.sha256)")
            return object
        }
        object["profile"] = .string("tabular-data-resource")
        object["encoding"] = .string(output.format == .csv && csvDialect.byteOrderMark ? "utf-8-sig" : "utf-8")
        object["bytes"] = .int(output.byteCount)
        object["hash"] = .string("sha256:\(output.sha256)")
        if output.format == .csv, csvDialect.delimiter != .comma {
            object["dialect"] = .object(["delimiter": .string(csvDialect.delimiter.rawValue)])
        }
        let decimalChar = output.format == .csv ? csvDialect.decimalMark.rawValue : "."
        var schema: JSONObject = ["fields": .array(table.columns.map { .object(field($0, decimalChar: decimalChar)) })]
        if let declaration = declared[table.name] {
            if !declaration.primaryKey.isEmpty { schema["primaryKey"] = .array(declaration.primaryKey.map(JSONValue.string)) }
            // A partitioned table has no one resource to refer to: its keys stay in the database.
            let resolvable = declaration.foreignKeys.filter { names.contains(identifier("\($0.table)-\(output.format.rawValue)")) }
            let references = resolvable.map { key -> JSONValue in
                .object([
                    "fields": .array(key.columns.map(JSONValue.string)),
                    "reference": .object([
                        "resource": .string("\(key.table)-\(output.format.rawValue)"),
                        "fields": .array(key.referencedColumns.map(JSONValue.string))
                    ])
                ])
            }
            if !references.isEmpty { schema["foreignKeys"] = .array(references) }
        }
        object["schema"] = .object(schema)
        return object
    }

    private static func field(_ column: Column, decimalChar: String) -> JSONObject {
        var field: JSONObject = ["name": .string(column.name), "type": .string(fieldType(column.type))]
        if !column.description.isEmpty { field["description"] = .string(column.description) }
        if let unit = column.unit { field["unit"] = .string(unit) }
        if column.type == .decimal, decimalChar != "." { field["decimalChar"] = .string(decimalChar) }
        return field
    }

    /// The Table Schema type of a column type.
    static func fieldType(_ type: ColumnType) -> String {
        switch type {
        case .integer: "integer"
        case .decimal: "number"
        case .text: "string"
        case .boolean: "boolean"
        case .timestamp, .localDateTime: "datetime"
        case .date: "date"
        }
    }

    /// Whether a file of `format` is a tabular data resource whose schema lists its fields (a text
    /// table a Frictionless reader parses), rather than a file described by its bytes alone.
    private static func describesFields(_ format: OutputFormat) -> Bool {
        switch format {
        case .csv, .ndjson: true
        case .parquet, .xlsx, .sqlite, .manifest, .datapackage: false
        }
    }

    private static func mediaType(_ format: OutputFormat) -> String {
        switch format {
        case .csv: "text/csv"
        case .ndjson: "application/x-ndjson"
        case .parquet: "application/vnd.apache.parquet"
        case .xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        case .sqlite: "application/vnd.sqlite3"
        case .manifest, .datapackage: "application/json"
        }
    }

    /// `fixtures-csv` for a table file, the path made a name for the others.
    /// `fixtures-csv`; a file in a partition folder (`csv/league=39/season=2023/fixtures.csv`)
    /// is named after its path, so every resource's name stays unique.
    private static func resourceName(_ output: ManifestOutput) -> String {
        if let table = output.table, !isPartitionFile(output.path) { return identifier("\(table.name)-\(output.format.rawValue)") }
        return identifier(output.path)
    }

    /// Whether `path` lies in a Hive-style partition folder (`league=39/`, `season=2023/`).
    private static func isPartitionFile(_ path: String) -> Bool {
        PartitionKey.allCases.contains { key in path.split(separator: "/").contains { $0.hasPrefix("\(key.rawValue)=") } }
    }

    /// Lower-case letters, digits, `-`, `_` and `.`, as Frictionless names must be.
    private static func identifier(_ text: String) -> String {
        String(
            text.lowercased().unicodeScalars.map { scalar in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
                    ? Character(scalar) : "-"
            })
    }
}
