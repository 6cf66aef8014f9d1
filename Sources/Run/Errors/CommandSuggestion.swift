import PipelineSpec

/// What the command line says when the first word names no subcommand (`runn`): the one
/// most likely meant, by the same edit distance as a pipeline file's did-you-mean.
package enum CommandSuggestion {
    /// The usage error for `word` when it is not one of `commands` and does not start an option;
    /// nil when it is a command (or an option, which the parser judges).
    package static func refusal(for word: String, commands: [String]) -> String? {
        guard !word.hasPrefix("-"), !commands.contains(word) else { return nil }
        let hint =
            NameSuggestion.closest(to: word, among: commands).map { "did you mean '\($0)'?" }
            ?? "commands: \(commands.joined(separator: ", "))"
        return "unknown command '\(word)'; \(hint) (football-etl --help lists them)"
    }
}
