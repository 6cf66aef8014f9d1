import Foundation

/// What a run is doing, as the user sees it: the one live line on a terminal names it, and a
/// piped or CI log gets one line when each starts for the first time.
enum RunPhase: String, Sendable, CaseIterable {
    case fetching
    case buildingTables = "building tables"
    case writingFiles = "writing files"
    case renderingWorkbooks = "rendering workbooks"

    /// The phase a timed step belongs to.
    init(_ phase: PhaseTimings.Phase) {
        switch phase {
        case .parseDecode: self = .fetching
        case .tables: self = .buildingTables
        case .tableFiles, .sqlite, .postgres, .finish: self = .writingFiles
        case .xlsx: self = .renderingWorkbooks
        }
    }
}

/// Seconds since a start, read from the monotonic clock: the one wall-clock value a run shows,
/// in its log only, never in an output file.
struct ElapsedTime: Sendable {
    private let start = DispatchTime.now().uptimeNanoseconds

    var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    /// `0.4 s`, `12 s`, `3 min 05 s`.
    static func text(_ seconds: Double) -> String {
        if seconds < 10 { return String(format: "%.1f s", seconds) }
        let whole = Int(seconds.rounded())
        return whole < 60 ? "\(whole) s" : String(format: "%d min %02d s", whole / 60, whole % 60)
    }
}
