import Tabular

/// A standings zone as a sheet shows it: the API's text without the empty brackets it leaves
/// when a stage has no name ("Promotion - Champions League (Group Stage: )" reads
/// "Promotion - Champions League (Group Stage)"). The tables keep the source text.
enum ZoneText {
    /// `text` without a colon before a closing bracket and without empty brackets.
    static func cleaned(_ text: String) -> String {
        var shown = text
        for (from, to) in [(": )", ")"), (":)", ")"), (" ()", ""), ("()", "")] {
            shown = shown.replacing(from, with: to)
        }
        return shown
    }

    /// `block` with the texts of its zone column cleaned.
    static func cleaned(_ block: TableBlock) -> TableBlock {
        guard let zone = block.columns.first(where: { $0.kind == .zone }) else { return block }
        return block.relabeling(zone.key) { text in
            let shown = cleaned(text)
            return shown == text ? nil : shown
        }
    }
}
