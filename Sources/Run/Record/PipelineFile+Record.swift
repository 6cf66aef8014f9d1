import Extract

extension PipelineFile.Recording {
    /// Asks for every request the pipeline needs and records the answers, logs how many came
    /// from the network and the cache (as `freshness` allows), and returns the exit status (a stop's, when the run
    /// stopped early).
    package func run(log: RunLog, freshness: FreshnessOptions) async throws -> ExitStatus {
        let result = try await PipelineRunner(log: log, freshness: freshness).extract(pipeline)
        let counts = result.counts
        log.info(
            "recorded",
            "recorded \(result.answered.count) responses in \(folder) (\(counts[.network] ?? 0) fetched, \(counts[.cache] ?? 0) from "
                + "cache)."
        )
        if let stop = result.stoppedBy {
            log.warning("stopped", "\(stop.description) \(result.remaining) known request(s) remain.")
            return ExitStatus(code: stop.exitCode)
        }
        return .success
    }
}
