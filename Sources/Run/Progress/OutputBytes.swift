import FileIO
import Foundation
import JSON
import Staging

/// Bytes of a run's committed files per format (`csv`, `parquet`, `xlsx`, `json` for the
/// manifest and data package), read from the files after the commit, for the summary only.
/// `written(_:)` and `unchanged(_:)` keep apart the files this run wrote and those it left.
struct OutputBytes {
    /// Per format, in the order the formats first appear among the outputs.
    let byFormat: [(format: String, bytes: Int)]

    /// The bytes of the files the run wrote (created or replaced).
    static func written(_ outputs: [CommittedOutput]) -> OutputBytes {
        OutputBytes(outputs.filter { $0.change != .unchanged })
    }

    /// The bytes of the files the run left as they were.
    static func unchanged(_ outputs: [CommittedOutput]) -> OutputBytes {
        OutputBytes(outputs.filter { $0.change == .unchanged })
    }

    init(_ outputs: [CommittedOutput]) {
        var totals: [(format: String, bytes: Int)] = []
        for output in outputs {
            let name = FilePath.lastComponent(of: output.path)
            let format = name.split(separator: ".").last.map(String.init) ?? "file"
            let size = if case .regularFile(let size) = FileSystem.kind(of: output.path) { size } else { 0 }
            if let index = totals.firstIndex(where: { $0.format == format }) {
                totals[index].bytes += size
            } else {
                totals.append((format, size))
            }
        }
        byFormat = totals
    }

    /// `csv 1.2 MB, parquet 310 kB, json 14 kB`, or `nothing`.
    var text: String {
        byFormat.isEmpty ? "nothing" : byFormat.map { "\($0.format) \(Self.text($0.bytes))" }.joined(separator: ", ")
    }

    /// Per format, as the JSON summary carries it.
    var json: JSONValue {
        .object(JSONObject(byFormat.map { JSONObject.Entry($0.format, JSONValue.int($0.bytes)) }))
    }

    /// `812 B`, `310 kB`, `1.2 MB` (decimal units).
    static func text(_ bytes: Int) -> String {
        switch bytes {
        case ..<1000: "\(bytes) B"
        case ..<1_000_000: "\(Int((Double(bytes) / 1000).rounded())) kB"
        case ..<1_000_000_000: String(format: "%.1f MB", Double(bytes) / 1e6)
        default: String(format: "%.2f GB", Double(bytes) / 1e9)
        }
    }
}
