/// The whole job: generate every recording into a staging folder and move it into place.
package enum DemoRecordings {
    /// Writes the demo recordings for `options` to `destination`; returns what was written.
    package static func write(
        _ options: DemoSeasonOptions,
        to destination: String
    ) throws(DemoSeasonError) -> DemoSeasonSummary {
        var writer = try RecordingTreeWriter(destination: destination)
        do {
            let generator = DemoSeasonGenerator(options: options)
            let leagues = try generator.forEachRecording { request, envelope throws(DemoSeasonError) in
                try writer.write(request, envelope)
            }
            try writer.commit()
            return DemoSeasonSummary(files: writer.files, bytes: writer.bytes, leagues: leagues)
        } catch {
            writer.abandon()
            throw error
        }
    }
}
