package import Load

extension PhaseTimings: LoadTimings {
    package func time<T>(_ phase: LoadPhase, _ body: () throws -> T) rethrows -> T {
        try measure(Phase(phase), body)
    }
}

extension PhaseTimings.Phase {
    init(_ phase: LoadPhase) {
        switch phase {
        case .csv: self = .csv
        case .ndjson: self = .ndjson
        case .parquet: self = .parquet
        case .sqlite: self = .sqlite
        case .xlsx: self = .xlsx
        case .finish: self = .finish
        }
    }
}
