import Foundation

@testable import Extract

/// Collects the events an observer receives, for assertions.
final class EventLog: ExtractObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [ExtractEvent] = []

    func extract(_ event: ExtractEvent) {
        lock.withLock { collected.append(event) }
    }

    var events: [ExtractEvent] { lock.withLock { collected } }

    /// Every wait reported, with its reason.
    var waits: [(seconds: Double, reason: ExtractEvent.WaitReason)] {
        events.compactMap { event in
            if case .waiting(_, let seconds, let reason) = event { return (seconds, reason) }
            return nil
        }
    }
}
