import Glibc
@testable import APIModel
@testable import Catalog
import FuzzDriver
@testable import PipelineSpec
@testable import Tabular
@testable import Transform

// `convert` without its file reading and writing: up to four envelopes (separated by NUL bytes,
// which valid JSON never holds) are absorbed together, as saved files of one folder are, and
// every table is built and its cells turned to text. Merging standalone per-match answers by
// fixture id, the football rules and the table builders must never trap on what they get.
let separator: UInt8 = 0
let transform = TransformSpec(timezone: "Europe/London", nulls: .zero)

exit(fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var extracted = ExtractedData()
    for part in bytes.split(separator: separator, maxSplits: 3, omittingEmptySubsequences: true) {
        guard let envelope = try? Envelope.decode(Array(part), source: "fuzz.json"), envelope.errors.isEmpty,
              let request = Request(envelope: envelope),
              let dataset = DatasetCatalog.descriptor(serving: request)
        else { continue }
        try? dataset.absorb(&extracted, envelope, AnswerSource(request: request))
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
