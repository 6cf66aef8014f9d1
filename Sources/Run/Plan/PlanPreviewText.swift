import Catalog
import Extract
package import PipelineSpec

/// The human text of a plan preview.
package struct PlanPreviewText {
    package let preview: PlanPreview
    package let pipeline: Pipeline

    package init(preview: PlanPreview, pipeline: Pipeline) {
        self.preview = preview
        self.pipeline = pipeline
    }

    package var text: String {
        var lines = ["\(pipeline.name): \(preview.known) requests known"]
        lines.append("  answered by recordings: \(preview.answered[.recording] ?? 0)")
        lines.append("  answered by the cache:  \(preview.answered[.cache] ?? 0)")
        let isReplay = if case .recorded = pipeline.source { true } else { false }
        lines.append(isReplay ? "  missing recordings:     \(preview.toFetch.count)" : "  to fetch:               \(preview.toFetch.count)")
        for (dataset, count) in perDataset where count > 0 {
            lines.append("    \(dataset.rawValue): \(count) (\(dataset.descriptor.requests.costText))")
        }
        lines += preview.perMatch.map { "  \($0.text)" }
        if preview.listsEveryRequest {
            for planned in preview.toFetch {
                lines.append("    offline, nothing stored answers: \(planned.request) (\(planned.dataset.rawValue))")
            }
        }
        if let settling = preview.settling, settling.matches > 0 { lines.append(settling.text) }
        if let failed = preview.failedEarlier, !failed.requests.isEmpty {
            lines.append("  left unanswered by the last run: \(failed.requests.count)")
            for request in failed.requests {
                lines.append("    \(request.request): \(request.reason.rawValue); \(request.reason.fix)")
            }
        }
        if let unreadable = preview.unreadableFailedList { lines.append("  warning: \(unreadable.description)") }
        for pending in preview.pending {
            lines.append("  + more once fetched: \(pending)")
        }
        for skip in preview.skipped {
            lines.append("  skipped \(skip.dataset.rawValue) for \(skip.leagueSeason): \(skip.reason)")
        }
        if let remaining = preview.quotaRemaining {
            let covers = preview.toFetch.count <= remaining && preview.pending.isEmpty
            let verdict =
                covers
                ? "covers this run"
                : preview.toFetch.count > remaining
                    ? "does not cover this run: the run will stop with exit 75 and resume tomorrow"
                    : "covers the known requests; the dependent ones are not known yet"
            lines.append("  quota left today: \(remaining), which \(verdict)")
        } else if let reason = preview.quotaUnknownReason {
            lines.append("  quota left today: unknown (\(reason))")
        }
        if let variable = preview.keyVariableUnset {
            let dependent = preview.pending.isEmpty ? "" : ", and those that depend on their answers"
            lines.append(
                "  \(preview.toFetch.count) request(s) need the network and a key\(dependent): \(variable) is not set. "
                    + "Set it to run this pipeline; pipelines/first-export-demo.yml runs without one.")
        }
        return lines.joined(separator: "\n")
    }

    private var perDataset: [(Dataset, Int)] {
        Dataset.allCases.map { dataset in (dataset, preview.toFetch.filter { $0.dataset == dataset }.count) }
    }
}
