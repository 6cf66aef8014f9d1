import CPUWork
package import Staging
package import Tabular

/// Builds and renders season workbooks on other tasks while the run goes on with the next
/// league-season. At most `unitsInMemory` league-seasons are held at once, the one being
/// fetched included: before fetching, the run waits for room (the oldest render to end when that
/// many are rendering), so the next league-season is fetched while one workbook renders, and
/// two render at once when both are ready. A league-season's tables are released once its document is
/// built, the document once its file is written. Files are reserved and recorded in the transaction in submission order, so
/// the order tasks finish in changes no byte and no manifest line.
package final class WorkbookQueue {
    /// League-seasons whose workbooks may be in memory at once.
    package static let unitsInMemory = 2

    /// What one task hands back: the digests (or the failure) and the workbook's warnings.
    private typealias Rendered = (sheets: Result<[SheetDigest], any Error>, warnings: [ManifestWarning])

    private let transaction: OutputTransaction
    private let timings: any LoadTimings
    private var submitted: [(slot: ReservedWorkbook, task: Task<Rendered, Never>, renders: Bool)] = []
    private var finished: [Rendered] = []
    /// Each recorded workbook's sheet digests and warnings by path, once `finish` recorded them.
    package private(set) var recorded: [String: RecordedWorkbook] = [:]

    package init(transaction: OutputTransaction, timings: any LoadTimings) {
        self.transaction = transaction
        self.timings = timings
    }

    /// Starts building the workbook at `path` (`build` plans its sheets, once, and is released
    /// after) and rendering it on another task.
    package func submit(path: String, build: @escaping @Sendable () -> StreamedWorkbook) throws {
        let slot = try transaction.reserveWorkbook(at: path)
        submitted.append((slot, Self.start(WorkbookJob(build), into: slot, timings: timings), true))
    }

    /// Puts a reused league-season's stored workbook in its place, recorded like a rendered one.
    package func submitStored(at path: String, bytes: [UInt8], sheets: [SheetDigest], warnings: [ManifestWarning]) throws {
        let slot = try transaction.reserveWorkbook(at: path)
        let filled: Result<[SheetDigest], any Error>
        do {
            try slot.fill(with: bytes)
            filled = .success(sheets)
        } catch {
            filled = .failure(error)
        }
        submitted.append((slot, Task { (filled, warnings) }, false))
    }

    /// Returns once fewer than `unitsInMemory` workbooks are rendering, so the caller may fetch
    /// the next league-season (call it holding nothing of the last one: its tables are the
    /// job's to release). A stored workbook put in place holds nothing and never waits for a
    /// render: after a changed league-season, the reused ones go on while its workbook renders.
    package func waitForRoom() async {
        while submitted[finished.count...].filter(\.renders).count >= Self.unitsInMemory {
            finished.append(await submitted[finished.count].task.value)
        }
    }

    /// Waits for every workbook, then records them in submission order; returns their warnings
    /// (texts changed to fit, libxlsxwriter's messages). A failed render rolls the transaction back and is thrown.
    package func finish() async throws -> [ManifestWarning] {
        while finished.count < submitted.count { finished.append(await submitted[finished.count].task.value) }
        var warnings: [ManifestWarning] = []
        if let failure = finished.lazy.compactMap({ if case .failure(let error) = $0.sheets { error } else { nil } }).first {
            transaction.rollback()
            for (slot, _, _) in submitted { slot.discard() }
            throw failure
        }
        for ((slot, _, _), rendered) in zip(submitted, finished) {
            try transaction.recordWorkbook(slot, rendered: rendered.sheets)
            warnings += rendered.warnings
            if case .success(let sheets) = rendered.sheets {
                recorded[slot.path] = RecordedWorkbook(sheets: sheets, warnings: rendered.warnings)
            }
        }
        return warnings
    }

    /// Waits for the workbooks still rendering and removes every file they wrote (a run that
    /// stopped, or failed elsewhere).
    package func discard() async {
        for (slot, task, _) in submitted {
            _ = await task.value
            slot.discard()
        }
    }

    private static func start(_ job: WorkbookJob, into slot: ReservedWorkbook, timings: any LoadTimings) -> Task<Rendered, Never> {
        Task.detached { await CPUJobs.offPool { render(job, into: slot, timings: timings) } }
    }

    private static func render(_ job: WorkbookJob, into slot: ReservedWorkbook, timings: any LoadTimings) -> Rendered {
        timings.time(.xlsx) {
            let workbook = job.build()
            do {
                let rendered = try slot.render(workbook)
                return (.success(rendered.sheets), rendered.warnings)
            } catch {
                return (.failure(error), [])
            }
        }
    }
}

/// A workbook's build that lets go of its plan (and the tables it holds) once built.
private final class WorkbookJob: @unchecked Sendable {
    private var planned: (@Sendable () -> StreamedWorkbook)?

    init(_ planned: @escaping @Sendable () -> StreamedWorkbook) {
        self.planned = planned
    }

    /// The workbook; called once, from the one task that renders it.
    func build() -> StreamedWorkbook {
        guard let planned else { preconditionFailure("a workbook job is built once") }
        self.planned = nil
        return planned()
    }
}

/// A workbook the queue recorded in the transaction: its sheet digests and its warnings (what a
/// store keeps to put the same file back on a later run).
package struct RecordedWorkbook: Sendable {
    package let sheets: [SheetDigest]
    package let warnings: [ManifestWarning]
}
