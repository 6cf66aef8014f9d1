import APIModel
import Intake
import Transform

extension SavedResponseConverter {
    /// The saved answers a conversion read, and the tables built from them.
    struct SavedAnswers: Sendable {
        let data: ExtractedData
        let built: TransformOutput
        let used: [String]
        let unused: [Unused]
        /// What the intake found in the answers used (missing lists, unreadable values), in file order.
        let found: [ExtractWarning]
    }

    /// Reads `inputs` and builds every table: `convert`'s CPU-heavy part, which its caller runs
    /// off the cooperative pool (`CPUJobs.offPool`). Each file goes through the run's intake
    /// (`AnswerIntake`: the cap, the checks a recording gets, the absorb); one that is not a
    /// usable answer is listed in `unused` with why, the rest are absorbed together, as a
    /// folder's answers are.
    func readAndBuild(_ inputs: [String]) throws -> SavedAnswers {
        var data = ExtractedData()
        var used: [String] = []
        var unused: [Unused] = []
        var found: [ExtractWarning] = []
        let files = try Self.jsonFiles(in: inputs)
        guard !files.isEmpty else {
            throw RunError.unreadableInput(path: inputs.joined(separator: ", "), reason: "no envelope files (*.json) found in it")
        }
        for path in files {
            let bytes: [UInt8]
            switch try read(path) {
            case .bytes(let read): bytes = read
            case .unused(let why):
                unused.append(why)
                continue
            }
            switch AnswerIntake.absorbSaved(bytes, source: path, into: &data) {
            case .used(let warnings):
                found += warnings
                used.append(path)
            case .unused(let reason):
                unused.append(Unused(path: path, reason: reason))
            }
        }
        let built = OutputTablesBuilder.build(from: data, transform: transform)
        return SavedAnswers(data: data, built: built, used: used, unused: unused, found: found)
    }
}
