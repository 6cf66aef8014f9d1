import Load
import Tabular

/// Builds and renders season workbooks on both cores, at most `unitsInMemory` at once, each
/// document released as soon as its file is written. Files are reserved and recorded in the
/// transaction in unit order, so the order tasks finish in changes no byte and no manifest line.
enum WorkbookRendering {
    /// League-seasons whose workbook documents may be in memory at once.
    static let unitsInMemory = 2

    /// What one task hands back: its unit's place, the digests (or the failure) and any warning.
    private typealias Rendered = (index: Int, sheets: Result<[SheetDigest], any Error>, warning: ManifestWarning?)

    /// Renders `workbooks` into `transaction` while `meanwhile` runs on this task (staging other
    /// files), then records them in order; returns the workbooks' forbidden-character warnings.
    static func stage(
        _ workbooks: [PlannedWorkbook], into transaction: OutputTransaction, timings: PhaseTimings,
        meanwhile: () throws -> Void
    ) async throws -> [ManifestWarning] {
        var reserved: [ReservedWorkbook] = []
        var finished: [Int: Rendered] = [:]
        var warnings: [ManifestWarning] = []
        var failure: (any Error)?
        await withTaskGroup(of: Rendered.self) { group in
            func start(_ index: Int) {
                guard failure == nil, index < workbooks.count else { return }
                do {
                    let slot = try transaction.reserveWorkbook(at: workbooks[index].path)
                    reserved.append(slot)
                    let workbook = workbooks[index]
                    group.addTask { render(workbook, into: slot, index: index, timings: timings) }
                } catch {
                    failure = error
                }
            }
            for index in 0..<min(unitsInMemory, workbooks.count) { start(index) }
            do { try meanwhile() } catch { failure = failure ?? error }
            var next = reserved.count
            while let rendered = await group.next() {
                finished[rendered.index] = rendered
                start(next)
                next += 1
            }
        }
        // Every task has ended (a failed one stops new ones), so no writer still fills a temp file.
        if let failure {
            transaction.rollback()
            for slot in reserved { slot.discard() }
            throw failure
        }
        for index in reserved.indices {
            guard let rendered = finished[index] else { continue }
            try transaction.recordWorkbook(reserved[index], rendered: rendered.sheets)
            if let warning = rendered.warning { warnings.append(warning) }
        }
        return warnings
    }

    private static func render(_ workbook: PlannedWorkbook, into slot: ReservedWorkbook, index: Int, timings: PhaseTimings) -> Rendered {
        timings.measure(.xlsx) {
            let document = workbook.build()
            let warning = document.forbiddenCharacterWarning(path: workbook.path)
            do {
                return (index, .success(try slot.render(document)), warning)
            } catch {
                return (index, .failure(error), warning)
            }
        }
    }
}
