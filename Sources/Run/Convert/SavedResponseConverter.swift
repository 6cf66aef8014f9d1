import APIModel
import Catalog
import Extract
import FileIO
import Foundation
package import Load
package import PipelineSpec
import Tabular
import Transform

/// `football-etl convert`: builds every table it can from saved API envelopes (any file names,
/// any folders), detecting each file's endpoint from its `get` and `parameters`.
package struct SavedResponseConverter: Sendable {
    /// A file that could not be used, and why.
    package struct Unused: Sendable, Equatable {
        package let path: String
        package let reason: String
    }

    /// What a conversion did.
    package struct Outcome: Sendable {
        package var used: [String]
        package var unused: [Unused]
        package var tables: [TableRowCount]
        /// What building the tables found (`details_without_fixture: fixture 1208021: …`), sorted.
        package var warnings: [String]
        package var outputs: [CommittedOutput]
    }

    package let transform: TransformSpec
    /// The season workbooks to write too, one per league-season with fixtures; nil for none.
    package let workbook: WorkbookSpec?

    package init(transform: TransformSpec = TransformSpec(), workbook: WorkbookSpec? = nil) {
        self.transform = transform
        self.workbook = workbook
    }

    /// A converter that also writes season workbooks at `template`; nil when the template is
    /// not a workbook path (see `WorkbookSpec.isValidPathTemplate`).
    package init?(workbookTemplate template: String) {
        guard WorkbookSpec.isValidPathTemplate(template) else { return nil }
        self.init(workbook: WorkbookSpec(pathTemplate: template))
    }

    /// Reads `inputs` (files, or folders searched for `*.json`), writes `<table>.csv` and
    /// `<table>.ndjson` to `folder`, and the season workbooks when asked.
    package func convert(_ inputs: [String], into folder: String) throws -> Outcome {
        try convert(inputs, load: LoadSpec(csv: folder, ndjson: folder, xlsx: workbook))
    }

    /// Reads `inputs` and writes every format `load` names, as a pipeline's `load:` would
    /// (partition folders aside: each table is one file), with the data package beside them.
    package func convert(_ inputs: [String], load: LoadSpec) throws -> Outcome {
        var data = ExtractedData()
        var used: [String] = []
        var unused: [Unused] = []
        var unreadable: [String] = []
        let files = try Self.jsonFiles(in: inputs)
        guard !files.isEmpty else {
            throw RunError.unreadableInput(path: inputs.joined(separator: ", "), reason: "no envelope files (*.json) found in it")
        }
        for path in files {
            do {
                let bytes = try Self.read(path)
                let envelope = try Envelope.decode(bytes, source: path)
                if let refusal = envelope.errors.first {
                    unused.append(Unused(path: path, reason: "an error answer from the API (\(refusal.field): \(refusal.message))"))
                    continue
                }
                guard let request = Request(envelope: envelope), let dataset = DatasetCatalog.descriptor(serving: request) else {
                    unused.append(Unused(path: path, reason: "endpoint '\(envelope.get)' is not one football-etl turns into tables"))
                    continue
                }
                try dataset.absorb(&data, envelope, AnswerSource(request: request, label: path))
                unreadable += envelope.response.path.unreadableLeaves.all.map { ExtractWarning.unreadableValues(request, $0).description }
                used.append(path)
            } catch let error as APIModelError {
                unused.append(Unused(path: path, reason: error.description))
            }
        }
        let built = OutputTablesBuilder.build(from: data, transform: transform)
        let transaction = OutputTransaction()
        let writerWarnings = try ConvertedFiles(load: load, name: "football-etl-convert").stage(built.tables, data: data, into: transaction)
        let outputs = try transaction.commit()
        return Outcome(
            used: used, unused: unused, tables: built.tables.map { TableRowCount(name: $0.name, rows: $0.rows.count) },
            warnings: unreadable + (built.warnings + built.issues.warnings).map(\.description) + writerWarnings, outputs: outputs
        )
    }

    /// Every `.json` file named or inside a named folder, sorted, each once.
    static func jsonFiles(in inputs: [String]) throws(RunError) -> [String] {
        var files: Set<String> = []
        let manager = FileManager.default
        for input in inputs {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isFolder) else {
                throw .unreadableInput(path: input, reason: "no such file or folder")
            }
            guard isFolder.boolValue else { files.insert(input); continue }
            for case let relative as String in manager.enumerator(atPath: input) ?? NSEnumerator() where relative.hasSuffix(".json") {
                files.insert(FilePath.joined(input, relative))
            }
        }
        return files.sorted()
    }

    private static func read(_ path: String) throws(RunError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableInput(path: path, reason: "cannot be read")
        }
        return [UInt8](data)
    }
}
