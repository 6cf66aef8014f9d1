package import Staging

/// What the manifest says of a run besides its outputs, which the session (`OutputSession`)
/// adds as it stages them: the scope, the requests, the run's own warnings (extract, then
/// transform; the writers' follow), the skips, the fixtures' states and the emptied values.
package struct ManifestInputs: Sendable {
    package let scope: ManifestScope
    package let requests: RequestCounts
    package let warnings: [ManifestWarning]
    package let skipped: [ManifestSkip]
    /// `SOURCE_DATE_EPOCH` as the manifest's time, when set.
    package let generatedAt: String?
    package let fixtures: [ManifestFixture]
    package let valueIssues: [ManifestValueIssue]

    package init(
        scope: ManifestScope, requests: RequestCounts, warnings: [ManifestWarning], skipped: [ManifestSkip], generatedAt: String?,
        fixtures: [ManifestFixture], valueIssues: [ManifestValueIssue]
    ) {
        self.scope = scope
        self.requests = requests
        self.warnings = warnings
        self.skipped = skipped
        self.generatedAt = generatedAt
        self.fixtures = fixtures
        self.valueIssues = valueIssues
    }

    /// The manifest of a run of `pipelineName` (whose file's SHA-256 is `pipelineSHA256`, named
    /// `pipelinePath` from the manifest's folder) listing `outputs`, the writers' `writerWarnings`
    /// after the run's own.
    func manifest(
        toolVersion: String, pipelineName: String, pipelineSHA256: String, pipelinePath: String?, outputs: [ManifestOutput],
        writerWarnings: [ManifestWarning]
    ) -> Manifest {
        Manifest(
            toolVersion: toolVersion, pipelineName: pipelineName, pipelineSHA256: pipelineSHA256, pipelinePath: pipelinePath,
            scope: scope, outputs: outputs,
            requests: requests, warnings: warnings + writerWarnings, skipped: skipped, generatedAt: generatedAt
        ).with(fixtures: fixtures).with(valueIssues: valueIssues)
    }
}
