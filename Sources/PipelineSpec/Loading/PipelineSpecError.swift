package import LibPQ

/// Everything that can be wrong with a pipeline file. Each case says where (file:line:column and
/// the field's path) and what was expected; `description` is the message users see.
/// The CLI exits 66 for `unreadableFile` and 78 for every other case.
package enum PipelineSpecError: Error, Equatable, Sendable {
    /// The file could not be read at all (missing, a directory, a device or FIFO, no permission).
    case unreadableFile(path: String, reason: String)
    /// The file is larger than any pipeline file should be (`limit` bytes).
    case fileTooLarge(path: String, size: Int, limit: Int)
    /// Not YAML (or not UTF-8 text); `problem` is libyaml's own words.
    case syntax(at: SourceLocation, problem: String)
    /// A key appears twice in one mapping.
    case duplicateKey(at: SourceLocation, key: String, mapping: SpecPath, firstAt: SourcePosition)
    /// A key the mapping does not define.
    case unknownKey(at: SourceLocation, key: String, mapping: SpecPath, suggestion: String?, allowed: [String])
    /// A dataset name that is not in the catalog.
    case unknownDataset(at: SourceLocation, name: String, suggestion: String?)
    /// A required key is absent; `expected` describes its value.
    case missingKey(at: SourceLocation, key: String, mapping: SpecPath, expected: String)
    /// None of keys that need at least one of them is present.
    case missingOneOf(at: SourceLocation, keys: [String], mapping: SpecPath)
    /// Keys that exclude one another are present together.
    case conflictingKeys(at: SourceLocation, keys: [String], mapping: SpecPath)
    /// A key that only works with another key is given without it.
    case missingCompanion(at: SourceLocation, key: String, companion: String, mapping: SpecPath)
    /// A value of the wrong YAML type; `found` describes what was there.
    case wrongType(at: SourceLocation, field: SpecPath, expected: String, found: String)
    /// A number outside its range; `expected` names the range.
    case outOfRange(at: SourceLocation, field: SpecPath, value: String, expected: String)
    /// A word that is not one of the allowed values.
    case invalidValue(at: SourceLocation, field: SpecPath, value: String, allowed: [String], suggestion: String?)
    /// Text of the wrong form (pattern, time zone, date).
    case invalidFormat(at: SourceLocation, field: SpecPath, value: String, expected: String)
    /// A list holds the same item twice.
    case duplicateItem(at: SourceLocation, field: SpecPath, item: String, firstAt: SourcePosition)
    /// `extract` names a dataset twice.
    case duplicateDataset(at: SourceLocation, field: SpecPath, dataset: String, firstAt: SourcePosition)
    /// A date window whose start lies after its end.
    case invalidDateRange(at: SourceLocation, field: SpecPath, from: String, to: String)
    /// `${NAME}` without a default, and `NAME` is not set.
    case unsetVariable(at: SourceLocation, name: String)
    /// `${` that does not start a well-formed reference.
    case malformedReference(at: SourceLocation, text: String)
    /// Defaults nested inside defaults (`${A:-${B:-x}}`) deeper than `limit` levels.
    case referenceNestedTooDeep(at: SourceLocation, limit: Int)
    /// Aliases (`*name`) that together copy more than `limit` values: a billion-laughs file.
    case aliasExpansionTooLarge(at: SourceLocation, original: SourcePosition, limit: Int)
    /// The file holds more values than any pipeline needs (aliases expanded).
    case tooManyValues(at: SourceLocation, limit: Int)
    /// An API key written into the file instead of referenced from the environment.
    case literalAPIKey(at: SourceLocation, field: SpecPath)
    /// A variable holding a secret (the API key, a connection string) is not set. Its message
    /// never suggests a default: a secret never lives in the file.
    case unsetSecret(at: SourceLocation, field: SpecPath, variable: String, secret: SecretKind)
    /// The API key's variable is set but empty.
    case emptyAPIKey(at: SourceLocation, field: SpecPath, variable: String)
    /// One workbook path for several league-seasons, which would overwrite one another.
    case workbookPathNotUnique(at: SourceLocation, field: SpecPath, path: String, leagueSeasons: Int, missing: [String])
    /// Several of the above, in file order.
    /// A PostgreSQL connection string libpq cannot use; the problem names the part, never the text.
    case invalidConnectionString(at: SourceLocation, field: SpecPath, problem: PQConnectionStringProblem)
    case several([PipelineSpecError])

    /// One error for a list of them: the error itself when there is one, else `several`, flattened.
    package static func combining(_ errors: [PipelineSpecError]) -> PipelineSpecError {
        let flat = errors.flatMap(\.all)
        return flat.count == 1 ? flat[0] : .several(flat)
    }

    /// The single errors this one stands for.
    package var all: [PipelineSpecError] {
        if case .several(let errors) = self { return errors.flatMap(\.all) }
        return [self]
    }

    /// Where the error is; nil for an unreadable file and for `several`.
    package var location: SourceLocation? {
        switch self {
        case .unreadableFile, .fileTooLarge, .several: nil
        case .syntax(let at, _), .duplicateKey(let at, _, _, _), .unknownKey(let at, _, _, _, _),
            .unknownDataset(let at, _, _), .missingKey(let at, _, _, _), .missingOneOf(let at, _, _),
            .conflictingKeys(let at, _, _), .missingCompanion(let at, _, _, _), .wrongType(let at, _, _, _),
            .outOfRange(let at, _, _, _), .invalidValue(let at, _, _, _, _), .invalidFormat(let at, _, _, _),
            .duplicateItem(let at, _, _, _), .duplicateDataset(let at, _, _, _), .invalidDateRange(let at, _, _, _),
            .unsetVariable(let at, _), .malformedReference(let at, _), .referenceNestedTooDeep(let at, _),
            .aliasExpansionTooLarge(let at, _, _), .tooManyValues(let at, _), .literalAPIKey(let at, _),
            .emptyAPIKey(let at, _, _), .unsetSecret(let at, _, _, _), .workbookPathNotUnique(let at, _, _, _, _),
            .invalidConnectionString(let at, _, _):
            at
        }
    }
}

/// What an unset secret variable was to hold: its message says what to set it to.
package enum SecretKind: Sendable, Equatable {
    case apiKey
    case connectionString
}
