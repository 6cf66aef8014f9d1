import FuzzDriver
import Glibc

@testable import PipelineSpec

// Pipeline text becomes a validated `Pipeline` or `PipelineSpecError`s that each name a place
// (file:line:column); it must never trap, hang or grow without bound.
exit(
    fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        let environment = ["SEASON": "2023", "LEAGUE": "39", "API_FOOTBALL_KEY": "k", "EMPTY": ""]
        do throws(PipelineSpecError) {
            _ = try PipelineLoader.decode(bytes: bytes, path: "fuzz.yml", environment: environment)
        } catch {
            if let unplaced = error.all.first(where: { $0.location == nil }) {
                fatalError("a decoding error without a place: \(unplaced)")
            }
            _ = error.description
        }
        return 0
    })
