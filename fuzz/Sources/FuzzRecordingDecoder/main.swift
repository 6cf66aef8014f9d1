import Glibc
import APIModel
import FuzzDriver

// Recording bytes go through `Envelope.decode` and, when `get` names an endpoint, into the
// models as a run absorbs them; errors are expected, traps are not.
exit(fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let envelope = try? Envelope.decode(bytes, source: "fuzz.json"),
          let request = Request(envelope: envelope)
    else { return 0 }
    var extracted = ExtractedData()
    do {
        try extracted.absorb(envelope, for: request)
    } catch {
        _ = error.description
    }
    return 0
})
