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
}
