import Load
import Tabular

/// Builds and renders season workbooks on other tasks while the run goes on with the next
/// league-season, at most `unitsInMemory` at once (each document and its unit's tables are
/// released as soon as its file is written). Files are reserved and recorded in the
/// transaction in submission order, so the order tasks finish in changes no byte and no
/// manifest line.
final class WorkbookQueue {
    /// League-seasons whose workbooks may be in memory at once.
    static let unitsInMemory = 2

    /// What one task hands back: the digests (or the failure) and any warning.
    private typealias Rendered = (sheets: Result<[SheetDigest], any Error>, warning: ManifestWarning?)

    private let transaction: OutputTransaction
    private let timings: PhaseTimings
    private var submitted: [(slot: ReservedWorkbook, task: Task<Rendered, Never>)] = []
    private var finished: [Rendered] = []

    init(transaction: OutputTransaction, timings: PhaseTimings) {
        self.transaction = transaction
        self.timings = timings
    }

    /// Starts building and rendering `workbook`, first waiting for the oldest one still
    /// rendering when `unitsInMemory` are.
    func submit(_ workbook: PlannedWorkbook) async throws {
        while submitted.count - finished.count >= Self.unitsInMemory {
            finished.append(await submitted[finished.count].task.value)
        }
        let slot = try transaction.reserveWorkbook(at: workbook.path)
        let task = Self.start(workbook, into: slot, timings: timings)
        submitted.append((slot, task))
    }

    /// Waits for every workbook, then records them in submission order; returns their
    /// forbidden-character warnings. A failed render rolls the transaction back and is thrown.
    func finish() async throws -> [ManifestWarning] {
        while finished.count < submitted.count { finished.append(await submitted[finished.count].task.value) }
        var warnings: [ManifestWarning] = []
        if let failure = finished.lazy.compactMap({ if case .failure(let error) = $0.sheets { error } else { nil } }).first {
            transaction.rollback()
            for (slot, _) in submitted { slot.discard() }
            throw failure
        }
        for ((slot, _), rendered) in zip(submitted, finished) {
            try transaction.recordWorkbook(slot, rendered: rendered.sheets)
            if let warning = rendered.warning { warnings.append(warning) }
        }
        return warnings
    }

    /// Waits for the workbooks still rendering and removes every file they wrote (a run that
    /// stopped, or failed elsewhere).
    func discard() async {
        for (slot, task) in submitted {
            _ = await task.value
            slot.discard()
        }
    }

    private static func start(_ workbook: PlannedWorkbook, into slot: ReservedWorkbook, timings: PhaseTimings) -> Task<Rendered, Never> {
        Task.detached { render(workbook, into: slot, timings: timings) }
    }

    private static func render(_ workbook: PlannedWorkbook, into slot: ReservedWorkbook, timings: PhaseTimings) -> Rendered {
        timings.measure(.xlsx) {
            let document = workbook.build()
            let warning = document.forbiddenCharacterWarning(path: workbook.path)
            do {
                return (.success(try slot.render(document)), warning)
            } catch {
                return (.failure(error), warning)
            }
        }
    }
}
