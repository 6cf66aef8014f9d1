import Yams

/// Parses a pipeline file's (placeholder) text with Yams and turns libyaml's errors into
/// `PipelineSpecError.syntax` or `.duplicateKey` at the position libyaml reports.
enum YAMLComposer {
    /// The document's root node; nil for an empty file.
    static func compose(_ text: String, file: String) -> Result<Node?, PipelineSpecError> {
        do {
            return .success(try Yams.compose(yaml: text))
        } catch let error as YamlError {
            return .failure(translate(error, text: text, file: file))
        } catch {
            return .failure(.syntax(at: SourceLocation(file: file, line: 1, column: 1), problem: "\(error)"))
        }
    }

    private static func translate(_ error: YamlError, text: String, file: String) -> PipelineSpecError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let while_ = context.map { " (\($0.text) at \($0.mark))" } ?? ""
            return .syntax(at: location(mark, file), problem: problem + while_)
        case .reader(let problem, let offset, _, _):
            return .syntax(at: SourceLocation(file: file, position: position(ofCharacter: offset ?? 0, in: text)), problem: problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return YAMLDuplicateKeyLocator.locate(
                key: duplicates.first ?? "", firstAt: YAMLTreeBuilder.position(context.mark), in: text, file: file)
        default:
            return .syntax(at: SourceLocation(file: file, line: 1, column: 1), problem: error.description)
        }
    }

    /// A Yams mark as a location in `file`.
    static func location(_ mark: Mark, _ file: String) -> SourceLocation {
        SourceLocation(file: file, position: YAMLTreeBuilder.position(mark))
    }

    /// Line and column of the `offset`th Character (Yams reports reader errors that way).
    private static func position(ofCharacter offset: Int, in text: String) -> SourcePosition {
        var position = SourcePosition(line: 1, column: 1)
        for character in text.prefix(offset) {
            if character.unicodeScalars.contains(where: SourceCursor.isBreak) {
                position = SourcePosition(line: position.line + 1, column: 1)
            } else {
                position.column += character.unicodeScalars.count
            }
        }
        return position
    }
}
