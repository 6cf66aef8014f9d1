import JSON

/// Reading back what a previous run's manifest listed, so check mode can tell which outputs
/// a new run would no longer write.
extension Manifest {
    /// The output paths listed in the manifest at `path`, resolved against its folder;
    /// empty when there is no manifest.
    package static func previousOutputPaths(manifestAt path: String) throws(LoadError) -> [String] {
        guard let bytes = try FileSystem.readFileIfPresent(path) else { return [] }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .unreadableManifest(path: path, reason: error.description)
        }
        guard case .object(let root) = document, case .array(let outputs)? = root["outputs"] else {
            throw .unreadableManifest(path: path, reason: "no \"outputs\" list")
        }
        let folder = PathText.directory(of: path)
        var paths: [String] = []
        for (index, output) in outputs.enumerated() {
            guard case .object(let entry) = output, case .string(let relative)? = entry["path"] else {
                throw .unreadableManifest(path: path, reason: "outputs[\(index)] has no \"path\" string")
            }
            paths.append(PathText.normalized(relative.hasPrefix("/") ? relative : PathText.joined(folder, relative)))
        }
        return paths
    }

    /// The `tool_version` of the manifest at `path`; nil when there is none or it cannot be read.
    package static func previousToolVersion(manifestAt path: String) -> String? {
        guard let bytes = try? FileSystem.readFileIfPresent(path),
              case .object(let root)? = try? JSONParser.parse(bytes), case .string(let version)? = root["tool_version"]
        else { return nil }
        return version
    }

    /// The sheet digests the manifest at `path` lists per workbook, by resolved path.
    package static func previousSheetDigests(manifestAt path: String) throws(LoadError) -> [String: [SheetDigest]] {
        guard let bytes = try FileSystem.readFileIfPresent(path),
              case .object(let root)? = try? JSONParser.parse(bytes), case .array(let outputs)? = root["outputs"]
        else { return [:] }
        let folder = PathText.directory(of: path)
        var result: [String: [SheetDigest]] = [:]
        for case .object(let entry) in outputs {
            guard case .string(let relative)? = entry["path"], case .array(let sheets)? = entry["sheets"] else { continue }
            let resolved = PathText.normalized(relative.hasPrefix("/") ? relative : PathText.joined(folder, relative))
            result[resolved] = sheets.compactMap { sheet in
                guard case .object(let fields) = sheet, case .string(let name)? = fields["name"],
                      case .string(let digest)? = fields["sha256"] else { return nil }
                return SheetDigest(name: name, sha256: digest)
            }
        }
        return result
    }
}

extension Manifest {
    /// The outputs the manifest at `path` lists with their SHA-256, resolved against its folder,
    /// leaving out any outside that folder; empty when there is no manifest or it cannot be read
    /// (then nothing is known to be this tool's to remove).
    package static func previousOwnedOutputs(manifestAt path: String) -> [(path: String, sha256: String)] {
        guard let bytes = try? FileSystem.readFileIfPresent(path),
              case .object(let root)? = try? JSONParser.parse(bytes), case .array(let outputs)? = root["outputs"]
        else { return [] }
        let folder = PathText.directory(of: path)
        var result: [(path: String, sha256: String)] = []
        for case .object(let entry) in outputs {
            guard case .string(let relative)? = entry["path"], case .string(let sha256)? = entry["sha256"],
                  !relative.hasPrefix("/") else { continue }
            let normalized = PathText.normalized(relative)
            guard normalized != "..", !normalized.hasPrefix("../"), normalized != "." else { continue }
            result.append((PathText.joined(folder, normalized), sha256))
        }
        return result
    }
}
