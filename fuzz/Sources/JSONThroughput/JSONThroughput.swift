import Foundation

@testable import JSON

/// Parses one file repeatedly and prints the parser's throughput: `JSONThroughput FILE [ROUNDS]`.
@main
enum JSONThroughput {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
            FileHandle.standardError.write(Data("usage: JSONThroughput FILE [ROUNDS]\n".utf8))
            exit(64)
        }
        let bytes = [UInt8](data)
        let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
        _ = try JSONParser.parse(bytes)
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try JSONParser.parse(bytes)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let megabytes = Double(bytes.count) / 1_000_000
        print("\(bytes.count) bytes, best of \(rounds): \(String(format: "%.1f", megabytes / best)) MB/s")
    }
}
