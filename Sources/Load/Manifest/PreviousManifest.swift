import FileIO
import JSON
package import Staging

/// What the previous run's manifest listed, read once per run, under one rule: no manifest is a
/// first run, and one that cannot be read (not a JSON object) counts as none, as do a missing
/// `outputs` or `fixtures` list and an entry that is not an output's: nothing to compare with and nothing known to be this
/// tool's to remove, so a damaged manifest never costs a file; the run writes a new one.
package struct PreviousManifest: Sendable, Equatable {
    /// An output the manifest listed inside its own folder, with the digest it had: the tool's
    /// own file, which a run that no longer writes it removes if it is unchanged.
    package struct OwnedOutput: Sendable, Equatable {
        package let path: String
        package let sha256: String
    }

    /// Every output path listed, resolved against the manifest's folder, in listing order.
    package let outputPaths: [String]
    /// The outputs inside the manifest's folder that carry a digest.
    package let ownedOutputs: [OwnedOutput]
    /// The sheet digests listed per workbook, by resolved path.
    package let sheetDigests: [String: [SheetDigest]]
    /// The fixtures listed; nil when there is nothing to compare with: no manifest, or one
    /// without fixture states (written before they were recorded, or by a run that exported no
    /// fixtures), so an upgrade reports no false changes.
    package let fixtures: [ManifestFixture]?
    /// The `tool_version` that wrote it; nil when none is listed.
    package let toolVersion: String?
    /// The `pipeline.name` of the run that wrote it; nil when none is listed.
    package var pipelineName: String? = nil
    /// The `pipeline.path` of the run that wrote it (relative to the manifest's folder, normalized);
    /// nil when none is listed (`convert`, or a manifest written before 0.3.0).
    package var pipelinePath: String? = nil

    /// A first run's: nothing listed.
    package static let none = PreviousManifest(outputPaths: [], ownedOutputs: [], sheetDigests: [:], fixtures: nil, toolVersion: nil)

    /// The pipeline a manifest names, when it is not the run's own.
    package struct ForeignPipeline: Sendable, Equatable {
        package let name: String
        /// Relative to the manifest's folder; nil when the manifest names no file.
        package let path: String?
    }

    /// This manifest when a run of the pipeline named `name` in the file `path` (relative to the
    /// manifest's folder, as `ManifestPipelinePath` gives it; nil for none) wrote it, or it names
    /// neither; `.none` when another pipeline did (another name, or another file when both name
    /// one): its outputs and fixtures are not this run's to compare with or remove. `foreign`
    /// gets the other pipeline.
    package func owned(by name: String, path: String?, foreign: (ForeignPipeline) -> Void) -> PreviousManifest {
        guard let pipelineName else { return self }
        let otherFile = path.flatMap { ours in pipelinePath.map { $0 != FilePath.normalized(ours) } } ?? false
        guard pipelineName != name || otherFile else { return self }
        foreign(ForeignPipeline(name: pipelineName, path: pipelinePath))
        return .none
    }

    /// Reads the manifest at `path`.
    package static func read(at path: String) -> PreviousManifest {
        guard let bytes = try? RegularFileReader.read(path), case .object(let root)? = try? JSONParser.parse(bytes) else { return .none }
        let outputs: [JSONValue] = if case .array(let listed)? = root["outputs"] { listed } else { [] }
        let folder = FilePath.directory(of: path)
        var paths: [String] = []
        var owned: [OwnedOutput] = []
        var sheets: [String: [SheetDigest]] = [:]
        for case .object(let entry) in outputs {
            guard case .string(let relative)? = entry["path"] else { continue }
            let resolved = FilePath.normalized(relative.hasPrefix("/") ? relative : FilePath.joined(folder, relative))
            paths.append(resolved)
            if case .array(let listed)? = entry["sheets"] { sheets[resolved] = listed.compactMap(SheetDigest.init(json:)) }
            if case .string(let sha256)? = entry["sha256"], let inside = Self.inside(folder, relative) {
                owned.append(OwnedOutput(path: inside, sha256: sha256))
            }
        }
        let fixtures: [ManifestFixture]? =
            if case .array(let items)? = root["fixtures"] { items.compactMap(ManifestFixture.init(json:)) } else { nil }
        let version: String? = if case .string(let text)? = root["tool_version"] { text } else { nil }
        var previous = PreviousManifest(
            outputPaths: paths, ownedOutputs: owned, sheetDigests: sheets, fixtures: fixtures, toolVersion: version)
        if case .object(let pipeline)? = root["pipeline"] {
            if case .string(let name)? = pipeline["name"] { previous.pipelineName = name }
            if case .string(let file)? = pipeline["path"] { previous.pipelinePath = FilePath.normalized(file) }
        }
        return previous
    }

    /// `relative` joined to `folder`, when it is relative and stays inside it.
    private static func inside(_ folder: String, _ relative: String) -> String? {
        guard !relative.hasPrefix("/") else { return nil }
        let normalized = FilePath.normalized(relative)
        guard normalized != "..", !normalized.hasPrefix("../"), normalized != "." else { return nil }
        return FilePath.joined(folder, normalized)
    }
}

extension SheetDigest {
    /// Reads a manifest's `{"name", "sha256"}` entry; nil when it is not one.
    fileprivate init?(json: JSONValue) {
        guard case .object(let fields) = json, case .string(let name)? = fields["name"], case .string(let digest)? = fields["sha256"] else {
            return nil
        }
        self.init(name: name, sha256: digest)
    }
}
