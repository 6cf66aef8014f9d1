import FileIO
package import PipelineSpec
package import Staging

/// Where `convert` writes, named the way a pipeline's `load:` names it: by flags (`--csv DIR`,
/// `--parquet DIR`, `--sqlite FILE`, `--xlsx TEMPLATE`, `--out DIR` for CSV and NDJSON together)
/// or by `--load FILE`, a pipeline file whose `load:` is used as it stands.
package struct ConvertOutputs: Sendable {
    package var out: String?
    package var csv: String?
    package var ndjson: String?
    package var parquet: String?
    package var sqlite: String?
    package var xlsx: String?
    /// A pipeline file whose `load:` is used instead of the flags.
    package var loadFile: String?

    package init(
        out: String? = nil, csv: String? = nil, ndjson: String? = nil, parquet: String? = nil, sqlite: String? = nil,
        xlsx: String? = nil, loadFile: String? = nil
    ) {
        self.out = out
        self.csv = csv
        self.ndjson = ndjson
        self.parquet = parquet
        self.sqlite = sqlite
        self.xlsx = xlsx
        self.loadFile = loadFile
    }

    /// The value of a format's own flag, named after the format (`--csv`, `--ndjson`, `--parquet`,
    /// `--sqlite`, `--xlsx`); nil for the files that come with the others.
    package func flag(for format: OutputFormat) -> String? {
        switch format {
        case .csv: csv
        case .ndjson: ndjson
        case .parquet: parquet
        case .sqlite: sqlite
        case .xlsx: xlsx
        case .manifest, .datapackage: nil
        }
    }

    /// The table formats `--out DIR` writes where their own flag is not given.
    package static let formatsOfOut: Set<OutputFormat> = [.csv, .ndjson]

    private var flags: [String?] { [out] + OutputFormat.allCases.map(flag(for:)) }

    /// Why the flags cannot be used, for a usage error (64); nil when they can.
    package var usageProblem: String? {
        if loadFile != nil, flags.contains(where: { $0 != nil }) {
            return
                "--load takes every output from the pipeline's `load:`; give it alone, without --out, --csv, --ndjson, --parquet, "
                + "--sqlite or --xlsx"
        }
        if loadFile == nil, !flags.contains(where: { $0 != nil }) {
            return
                "say where to write: --out DIR (CSV and NDJSON), --csv, --ndjson, --parquet DIR, --sqlite FILE, --xlsx TEMPLATE, or "
                + "--load PIPELINE"
        }
        if let xlsx, !WorkbookSpec.isValidPathTemplate(xlsx) {
            return
                "--xlsx '\(xlsx)' is not a workbook path: it must end in .xlsx, and its only placeholders may be {league}, "
                + "{league_slug} and {season}"
        }
        return nil
    }

    /// What a `--load` file's `load:` names that `convert` does not write: its `postgres:`, as
    /// convert writes files and loads no database server.
    package struct Unwritten: Sendable, Equatable {
        /// What to tell the user, and what to run instead.
        package let message: String
        /// True when the file names no other output: a usage error, not a run that writes nothing.
        package let leavesNoOutput: Bool
    }

    /// What `spec` (read from the `--load` file) names that convert does not write; nil when
    /// nothing.
    package func unwritten(in spec: LoadSpec) -> Unwritten? {
        guard let loadFile, spec.postgres != nil else { return nil }
        return Unwritten(
            message: "convert writes files only, so `load.postgres` in \(loadFile) is not loaded; `football-etl run \(loadFile)` loads it",
            leavesNoOutput: !OutputFormat.allCases.contains { $0.isNamed(in: spec) })
    }

    /// The `load:` these outputs stand for, and the `transform:` the tables are built with: a
    /// `--load` file's own (read and checked here), else the defaults a pipeline without one gets.
    package func spec() throws(PipelineSpecError) -> ConvertSpec {
        if let loadFile {
            let pipeline = try PipelineFile.load(loadFile, keyOptional: true)
            let digest = ContentDigest.sha256(pipeline.origin.bytes)
            return ConvertSpec(
                load: pipeline.load, transform: pipeline.transform, answerLimit: pipeline.source.answerLimit, pipelineSHA256: digest)
        }
        var spec = LoadSpec(xlsx: xlsx.map { WorkbookSpec(pathTemplate: $0) }, sqlite: sqlite)
        for format in OutputFormat.tableFormats {
            guard let field = format.tableDirectoryField else { continue }
            spec[keyPath: field] = flag(for: format) ?? (Self.formatsOfOut.contains(format) ? out : nil)
        }
        return ConvertSpec(load: spec, transform: TransformSpec(), answerLimit: .standard, pipelineSHA256: "")
    }
}

/// What `convert` writes (`load`), how it builds the tables it writes (`transform`) and the most
/// a saved answer may hold (`answerLimit`), as a pipeline's `load:`, `transform:` and
/// `source.max_answer_mb` say.
package struct ConvertSpec: Sendable {
    package let load: LoadSpec
    package let transform: TransformSpec
    package let answerLimit: AnswerSizeLimit
    /// The SHA-256 of the `--load` file's bytes, which the manifest names ("" without one).
    package let pipelineSHA256: String
}
