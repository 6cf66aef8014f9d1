import APIModel
import Extract
import FileIO
import PipelineSpec

/// Writes a run's depfile: its outputs depend on the pipeline file and every recording it read.
enum DepfileWriter {
    static func write(
        to path: String, pipeline: Pipeline, outputs: [String],
        answered: [AnsweredRequest]
    ) throws {
        var inputs = [pipeline.origin.path]
        if case .recorded(let directory, _) = pipeline.source {
            inputs += answered.filter { $0.origin == .recording }
                .map { FilePath.joined(directory, $0.request.recordingPath) }
                .sorted()
        }
        let text = Depfile(targets: outputs, prerequisites: inputs).text
        do {
            try AtomicFileWriter.replace(path, with: Array(text.utf8))
        } catch {
            throw RunError.cannotWriteDepfile(path: path, reason: error.reason)
        }
    }
}
