import FuzzDriver
import Glibc

@testable import JSON

// Any bytes either parse or throw `JSONSyntaxError`; a parsed value must survive the writer
// and parse back to itself (the recordings' round trip).
exit(
    fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        guard let value = try? JSONParser.parse(bytes) else { return 0 }
        for text in [JSONWriter.compact(value), JSONWriter.pretty(value)] {
            guard let again = try? JSONParser.parse(text), again == value else {
                fatalError("the writer's output does not parse back to the same value: \(text)")
            }
        }
        return 0
    })
