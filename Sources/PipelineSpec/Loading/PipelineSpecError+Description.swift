import Catalog

extension PipelineSpecError: CustomStringConvertible {
    /// The message for users: `file:line:column: what is wrong; what to do`, one line per error.
    package var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "cannot read pipeline file '\(path)': \(reason). Check the path (relative paths resolve against the current directory)."
        case .fileTooLarge(let path, let size, let limit):
            return "\(path): the file is \(size) bytes, more than the \(limit) a pipeline file may have; "
                + "check that the path names a pipeline file (pipelines are a few KB)"
        case .syntax(let at, let problem):
            return "\(at): YAML syntax error: \(problem)"
        case .duplicateKey(let at, let key, let mapping, let firstAt):
            return "\(at): duplicate key '\(key)' \(mapping.mappingPhrase) (first at \(firstAt)); each key may appear once"
        case .unknownKey(let at, let key, let mapping, let suggestion, let allowed):
            let hint = suggestion.map { "did you mean '\($0)'?" } ?? "allowed keys: \(allowed.joined(separator: ", "))"
            return "\(at): unknown key '\(key)' \(mapping.mappingPhrase); \(hint)"
        case .unknownDataset(let at, let name, let suggestion):
            if let makers = Self.datasetsMaking(table: name) {
                return "\(at): unknown dataset '\(name)': the \(name) table comes from \(makers); name one of them under `extract:`"
            }
            let hint =
                suggestion.map { "did you mean '\($0)'?" }
                ?? "datasets: \(Dataset.allCases.map(\.rawValue).joined(separator: ", "))"
            return "\(at): unknown dataset '\(name)'; \(hint)"
        case .missingKey(let at, let key, let mapping, let expected):
            return "\(at): missing required key '\(key)' \(mapping.mappingPhrase); expected \(expected)"
        case .missingOneOf(let at, let keys, let mapping):
            return "\(at): \(Self.subject(mapping)) needs one of \(Self.phrase(keys, "or"))"
        case .conflictingKeys(let at, let keys, let mapping):
            return "\(at): \(Self.subject(mapping)) takes only one of \(Self.phrase(keys, "or")); remove all but one"
        case .missingCompanion(let at, let key, let companion, let mapping):
            return "\(at): '\(key)' \(mapping.mappingPhrase) needs '\(companion)' as well"
        case .wrongType(let at, let field, let expected, let found):
            return "\(at): \(field): expected \(expected), found \(found)"
        case .outOfRange(let at, let field, let value, let expected):
            return "\(at): \(field): \(value) is out of range; expected \(expected)"
        case .invalidValue(let at, let field, let value, let allowed, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "\(at): \(field): '\(value)' is not one of \(allowed.joined(separator: ", "))\(hint)"
        case .invalidFormat(let at, let field, let value, let expected):
            return "\(at): \(field): '\(value)' is not valid; expected \(expected)"
        case .duplicateItem(let at, let field, let item, let firstAt):
            return "\(at): \(field): \(item) is listed twice (first at \(firstAt)); list each once"
        case .duplicateDataset(let at, let field, let dataset, let firstAt):
            return "\(at): \(field): dataset '\(dataset)' is listed twice (first at \(firstAt)); "
                + "list each dataset once, with its options there"
        case .invalidDateRange(let at, let field, let from, let to):
            return "\(at): \(field): from \(from) is after to \(to); the window needs from <= to"
        case .unsetVariable(let at, let name):
            return "\(at): environment variable '\(name)' is not set; set it (\(name)=... football-etl ...) "
                + "or give a default: ${\(name):-value}"
        case .malformedReference(let at, let text):
            return "\(at): '\(text)' is not a variable reference; write ${NAME} or ${NAME:-default} "
                + "(NAME: letters, digits, _), or $${ for a literal ${"
        case .referenceNestedTooDeep(let at, let limit):
            return "\(at): defaults nest more than \(limit) references deep (${A:-${B:-...}}); "
                + "set one of the variables instead"
        case .aliasExpansionTooLarge(let at, let original, let limit):
            return "\(at): an alias here copies the block at line \(original.line), column \(original.column), and the file's "
                + "aliases copy more than \(limit) values in all; write the values out, or use fewer nested aliases"
        case .tooManyValues(let at, let limit):
            return "\(at): the file holds more than \(limit) values once its aliases are expanded; "
                + "a pipeline needs far fewer: check that this is the right file, and write out or remove the repeated blocks"
        case .literalAPIKey(let at, let field):
            return "\(at): \(field): write the key as a reference to an environment variable, such as "
                + "${API_FOOTBALL_KEY}, without a default; keys never live in pipeline files"
        case .unsetSecret(let at, let field, let variable, .apiKey):
            return "\(at): \(field): environment variable '\(variable)' is not set; set it to your API-Football key "
                + "(export \(variable)=..., from dashboard.api-football.com). A key never gets a default in the file. "
                + "validate, plan and run --offline need no key, nor does pipelines/first-export-demo.yml"
        case .unsetSecret(let at, let field, let variable, .connectionString):
            return "\(at): \(field): environment variable '\(variable)' is not set; set it (\(variable)=... football-etl ...). "
                + "A connection string may hold a password, so it never gets a default in the file"
        case .emptyAPIKey(let at, let field, let variable):
            return "\(at): \(field): environment variable '\(variable)' is empty; set it to your API-Football key"
        case .workbookPathNotUnique(let at, let field, let path, let leagueSeasons, let missing):
            return "\(at): \(field): '\(path)' names one workbook for \(leagueSeasons) league-seasons, "
                + "so they would overwrite one another; add \(missing.joined(separator: " and "))"
        case .invalidConnectionString(let at, let field, let problem):
            return "\(at): \(field): libpq cannot use this connection string: \(problem). "
                + "It is not shown here, since it may hold a password"
        case .several(let errors):
            return errors.map(\.description).joined(separator: "\n")
        }
    }

    private static func subject(_ mapping: SpecPath) -> String {
        mapping.components.isEmpty ? "the file" : mapping.description
    }

    /// `fixture_details (20 played fixtures a call) or fixture_events (one call per fixture)`: the
    /// datasets whose descriptors list `table`, with what each costs; nil when none does.
    static func datasetsMaking(table: String) -> String? {
        let makers = Dataset.allCases.filter { $0.descriptor.tables.contains(table) }
        guard !makers.isEmpty else { return nil }
        return phrase(makers.map { "\($0.rawValue) (\($0.descriptor.requests.costText))" }, "or")
    }

    /// `a`, `a or b`, `a, b or c`.
    static func phrase(_ words: [String], _ conjunction: String) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words.last!
    }
}
