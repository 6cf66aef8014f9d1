import FuzzDriver
import Glibc

@testable import APIModel
@testable import Intake
@testable import PipelineSpec
@testable import Tabular
@testable import Transform

// `convert` without its file reading and writing: up to four envelopes (separated by NUL bytes,
// which valid JSON never holds) go through convert's own intake (`AnswerIntake.absorbSaved`:
// decode, the checks a run applies, absorb, warnings) together, as saved files of one folder do,
// and every table is built and its cells turned to text. The checks, merging standalone
// per-match answers by fixture id, the football rules and the table builders must never trap.
let separator: UInt8 = 0
let transform = TransformSpec(timezone: "Europe/London", nulls: .zero)

exit(
    fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        var extracted = ExtractedData()
        for part in bytes.split(separator: separator, maxSplits: 3, omittingEmptySubsequences: true) {
            switch AnswerIntake.absorbSaved(Array(part), source: "fuzz.json", into: &extracted) {
            case .used(let warnings): _ = warnings.map(\.description)
            case .unused(let reason): _ = reason
            }
        }
        let built = OutputTablesBuilder.build(from: extracted, transform: transform)
        for table in built.tables {
            for row in table.rows {
                for cell in row { _ = String(describing: cell) }
            }
        }
        _ = built.warnings.map(\.description)
        return 0
    })
