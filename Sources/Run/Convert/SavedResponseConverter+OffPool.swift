import CPUWork
package import PipelineSpec

extension SavedResponseConverter {
    /// `convert`, run off the cooperative pool (`CPUJobs`): it builds the tables on every core
    /// and writes and flushes the files, work no task should hold a pool thread for.
    package func convert(_ inputs: [String], load: LoadSpec) async throws -> Outcome {
        try await CPUJobs.offPool { [self] in try convert(inputs, load: load) }
    }
}
