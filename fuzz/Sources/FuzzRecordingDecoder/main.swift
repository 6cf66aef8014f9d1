import FuzzDriver
import Glibc

@testable import APIModel
@testable import Catalog

// Recording bytes go through `Envelope.decode` and, when `get` names a dataset's endpoint, into
// the models as a run absorbs them (the dataset's catalog descriptor); errors are expected,
// traps are not.
exit(
    fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        guard let envelope = try? Envelope.decode(bytes, source: "fuzz.json"),
            let request = Request(envelope: envelope),
            let dataset = DatasetCatalog.descriptor(serving: request)
        else { return 0 }
        var extracted = ExtractedData()
        do throws(APIModelError) {
            try dataset.absorb(&extracted, envelope, AnswerSource(request: request))
        } catch {
            _ = error.description
        }
        return 0
    })
