package import APIModel
package import Catalog
package import FileIO
package import JSON
package import PipelineSpec

/// How one answer joins `ExtractedData`, the same for a run (`ExtractionRun`), `convert`
/// (`SavedResponseConverter`) and the fuzz harness: read under the answer cap, decoded, checked
/// against its request (`AnswerCheck`), its missing lists said (`MissingLists`), absorbed by its
/// dataset, and its unreadable values said (docs/ARCHITECTURE.md §7: one cap bounds an answer).
package struct AnswerIntake: Sendable {
    /// No answer above it is read (`source.max_answer_mb`).
    package let limit: AnswerSizeLimit

    package init(limit: AnswerSizeLimit = .standard) {
        self.limit = limit
    }

    /// Why an answer did not join the data.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// It cannot be what its request asked for.
        case rejected(AnswerRejection)
        /// It is no envelope, or its dataset could not read it.
        case undecodable(APIModelError)

        package var description: String {
            switch self {
            case .rejected(let rejection): rejection.description
            case .undecodable(let error): error.description
            }
        }
    }

    /// A saved answer's bytes: a regular file of at most `limit`; nil when there is no such file.
    /// A FIFO, a device or a larger file throws (`FileError.cause` says which).
    package func read(_ path: String) throws(FileError) -> [UInt8]? {
        try RegularFileReader.read(path, limit: limit.bytes)
    }

    /// The envelope in `body` (or in `parsed`, when it was parsed already), with `source` (the
    /// file it was read from, else the request) naming it in messages.
    package static func decode(_ body: [UInt8], parsed: JSONValue?, source: String) throws(APIModelError) -> Envelope {
        guard let parsed else { return try Envelope.decode(body, source: source) }
        return try Envelope(JSONNode(root: parsed, source: source))
    }

    /// Checks `envelope` as the answer to `answer`'s request (of `dataset`) and absorbs it into
    /// `data`; gives back what the user should know, in order: the checks' warnings, the API key
    /// found in `redactedValues` values, the missing lists, then the unreadable values. `recorded`
    /// answers (recordings, saved files) cannot be asked again, so a batch lacking fixtures is refused.
    package static func absorb(
        _ envelope: Envelope, answering answer: AnswerSource, of dataset: Dataset, recorded: Bool, redactedValues: Int = 0,
        into data: inout ExtractedData
    ) throws(Failure) -> [ExtractWarning] {
        let request = answer.request
        var warnings: [ExtractWarning]
        do { warnings = try AnswerCheck.verify(envelope, answering: request, recorded: recorded) } catch { throw .rejected(error) }
        if redactedValues > 0 { warnings.append(.keyInAnswer(request, values: redactedValues)) }
        warnings += MissingLists.warnings(in: envelope, answering: request, of: dataset)
        do { try dataset.descriptor.absorb(&data, envelope, answer) } catch { throw .undecodable(error) }
        warnings += envelope.response.path.unreadableLeaves.all.map { .unreadableValues(request, $0) }
        return warnings
    }

    /// What became of a saved answer (`absorbSaved`).
    package enum Saved: Sendable, Equatable {
        /// Absorbed, with its warnings.
        case used([ExtractWarning])
        /// Not used, and why.
        case unused(String)
    }

    /// A saved answer (`convert`'s input, a fuzz case) whose request is read from its own `get`
    /// and `parameters`: decoded, an error answer or an endpoint no dataset serves not used, the
    /// rest checked and absorbed as a run absorbs a recording of that request.
    package static func absorbSaved(_ bytes: [UInt8], source: String, into data: inout ExtractedData) -> Saved {
        let envelope: Envelope
        do { envelope = try decode(bytes, parsed: nil, source: source) } catch { return .unused(error.description) }
        if let refusal = envelope.errors.first {
            return .unused("an error answer from the API (\(refusal.field): \(refusal.message))")
        }
        guard let request = Request(envelope: envelope), let descriptor = DatasetCatalog.descriptor(serving: request) else {
            return .unused("endpoint '\(envelope.get)' is not one football-etl turns into tables")
        }
        do {
            let answer = AnswerSource(request: request, label: source)
            return .used(try absorb(envelope, answering: answer, of: descriptor.name, recorded: true, into: &data))
        } catch {
            return .unused(error.description)
        }
    }
}
