import FileIO
import Foundation
import Load

/// Bytes of a run's committed files per format (`csv`, `parquet`, `xlsx`, `json` for the
/// manifest and data package), read from the files after the commit, for the summary only.
struct OutputBytes {
    /// Per format, in the order the formats first appear among the outputs.
    let byFormat: [(format: String, bytes: Int)]

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

    /// `csv 1.2 MB, parquet 310 kB, json 14 kB`.
    var text: String {
        byFormat.map { "\($0.format) \(Self.text($0.bytes))" }.joined(separator: ", ")
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
