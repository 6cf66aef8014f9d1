import Extract

/// Where a run is, for its log: the current phase, the phases already announced and the
/// workbooks rendered so far.
struct PhaseProgress {
    private(set) var current: RunPhase?
    private var announced: Set<RunPhase> = []
    /// Workbooks the run renders, when known; and how many have started.
    var workbooks = 0
    private var workbooksStarted = 0

    /// One of the expected workbooks is put back from the store instead of rendered.
    mutating func workbookReused() {
        workbooks = max(0, workbooks - 1)
    }

    /// Enters `phase`; true the first time it is entered.
    mutating func enter(_ phase: RunPhase) -> Bool {
        current = phase
        if phase == .renderingWorkbooks { workbooksStarted += 1 }
        return announced.insert(phase).inserted
    }

    /// The terminal's one live line: `fetching 120/412 · cache 80 · network 40 · 12 s`,
    /// `rendering workbook 2/5 · 40 s`.
    func liveLine(_ state: ProgressState, elapsed: Double) -> String {
        let time = ElapsedTime.text(elapsed)
        switch current ?? .fetching {
        case .fetching:
            return "fetching \(state.statusLine.dropFirst("requests ".count)) · \(time)"
        case .renderingWorkbooks:
            let total = max(workbooks, workbooksStarted)
            return "rendering workbook \(workbooksStarted)/\(total) · \(time)"
        case let phase:
            return "\(phase.rawValue) · \(time)"
        }
    }

    /// Whether an extract event gets a line of its own in a piped human log: failures are
    /// reported by the command, request counters and pacing waits are not lines at all.
    static func isPipedLine(_ event: ExtractEvent) -> Bool {
        switch event {
        case .requestFailed, .planned, .requestFinished: false
        case .waiting(_, _, let reason): reason != .pacing
        default: true
        }
    }
}
