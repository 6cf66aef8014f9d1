import APIModel
import Catalog
import Extract
import Transform

extension SavedResponseConverter {
    /// The saved answers a conversion read, and the tables built from them.
    struct SavedAnswers: Sendable {
        let data: ExtractedData
        let built: TransformOutput
        let used: [String]
        let unused: [Unused]
        let unreadable: [ExtractWarning]
    }

    /// Reads `inputs` and builds every table: `convert`'s CPU-heavy part, which its caller runs
    /// off the cooperative pool (`CPUJobs.offPool`). A file that is not a usable answer is listed
    /// in `unused` with why; the rest are absorbed together, as a folder's answers are.
    func readAndBuild(_ inputs: [String]) throws -> SavedAnswers {
        var data = ExtractedData()
        var used: [String] = []
        var unused: [Unused] = []
        var unreadable: [ExtractWarning] = []
        let files = try Self.jsonFiles(in: inputs)
        guard !files.isEmpty else {
            throw RunError.unreadableInput(path: inputs.joined(separator: ", "), reason: "no envelope files (*.json) found in it")
        }
        for path in files {
            do {
                let bytes: [UInt8]
                switch try Self.read(path) {
                case .bytes(let read): bytes = read
                case .unused(let why):
                    unused.append(why)
                    continue
                }
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
                unreadable += envelope.response.path.unreadableLeaves.all.map { ExtractWarning.unreadableValues(request, $0) }
                used.append(path)
            } catch let error as APIModelError {
                unused.append(Unused(path: path, reason: error.description))
            }
        }
        let built = OutputTablesBuilder.build(from: data, transform: transform)
        return SavedAnswers(data: data, built: built, used: used, unused: unused, unreadable: unreadable)
    }
}
