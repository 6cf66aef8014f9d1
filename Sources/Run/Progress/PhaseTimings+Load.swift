package import Staging

extension PhaseTimings: LoadTimings {
    package func time<T>(_ phase: LoadPhase, _ body: () throws -> T) rethrows -> T {
        try measure(Phase(phase), body)
    }

    package func time<T>(_ phase: LoadPhase, _ body: () async throws -> T) async rethrows -> T {
        try await measure(Phase(phase), body)
    }
}

extension PhaseTimings.Phase {
    init(_ phase: LoadPhase) {
        switch phase {
        case .tableFiles(let format): self = .tableFiles(format)
        case .sqlite: self = .sqlite
        case .xlsx: self = .xlsx
        case .postgres: self = .postgres
        case .finish: self = .finish
        }
    }
}
