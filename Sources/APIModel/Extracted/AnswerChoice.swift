/// Which of the answers that held one place (a match's row, one of its parts, a league-season's
/// standings) is kept, and which said something else. Meeting answers is order-free: whatever
/// order they come in, the same one is kept and the same ones are named (docs/answers.md).
package struct AnswerChoice: Sendable {
    /// The kept answer's source.
    package private(set) var source: AnswerSource
    /// The labels of the answers that said what the kept one says (its own included).
    package private(set) var agreeing: Set<String>
    /// The answers that said something else, by label.
    private var overruled: [String: Said]

    /// What an overruled answer said, and whether its request narrowed the list.
    private struct Said: Sendable, Equatable {
        let text: String
        let filtered: Bool
    }

    /// The choice of a place only one answer held.
    package init(_ source: AnswerSource) {
        self.source = source
        agreeing = [source.label]
        overruled = [:]
    }

    /// The labels of the answers that said something else, sorted.
    package var overruledLabels: [String] { overruled.keys.sorted() }

    /// The value kept of `held` and `offered` (each with its choice), and the choice that names
    /// every answer either held: the one `order` prefers wins; the loser's answers agree with it
    /// when they said the same, else they are overruled. A filtered answer that loses to an
    /// unfiltered one is not a disagreement: it asked for less.
    package static func meet<Value>(
        _ held: (value: Value, choice: AnswerChoice), _ offered: (value: Value, choice: AnswerChoice), by order: AnswerOrder<Value>
    ) -> (value: Value, choice: AnswerChoice) {
        let offeredWins = order.prefers(offered.value, offered.choice.source, over: held.value, held.choice.source)
        let (winner, loser) = offeredWins ? (offered, held) : (held, offered)
        var choice = winner.choice
        choice.overruled.merge(loser.choice.overruled) { kept, _ in kept }
        if order.agree(winner.value, loser.value) {
            choice.agreeing.formUnion(loser.choice.agreeing)
        } else {
            let loserSaid = order.said(loser.value)
            for label in loser.choice.agreeing {
                choice.overruled[label] = Said(text: loserSaid, filtered: loser.choice.source.isFiltered)
            }
        }
        // What the winner says is written out only when some answer said otherwise (rare).
        if !choice.overruled.isEmpty {
            let said = order.said(winner.value)
            for (label, other) in choice.overruled where other.text == said {
                choice.overruled[label] = nil
                choice.agreeing.insert(label)
            }
        }
        if !choice.source.isFiltered { choice.overruled = choice.overruled.filter { !$0.value.filtered } }
        return (winner.value, choice)
    }
}

/// How the answers of one kind of place rank (docs/answers.md): `rank` first (greater wins),
/// then the lower `content` text, then the lower label; `said` is what two answers must share
/// to agree, and `agree` tells it without writing it out.
package struct AnswerOrder<Value>: Sendable {
    let rank: @Sendable (Value, AnswerSource) -> [Double]
    let content: @Sendable (Value) -> String
    let said: @Sendable (Value) -> String
    let agree: @Sendable (Value, Value) -> Bool

    package init(
        rank: @escaping @Sendable (Value, AnswerSource) -> [Double], content: @escaping @Sendable (Value) -> String,
        said: (@Sendable (Value) -> String)? = nil, agree: (@Sendable (Value, Value) -> Bool)? = nil
    ) {
        self.rank = rank
        self.content = content
        let said = said ?? content
        self.said = said
        self.agree = agree ?? { said($0) == said($1) }
    }

    /// Whether `a` (from `aSource`) wins over `b`. A total order: two answers tie only when they
    /// are the same answer, so the winner never depends on which came first.
    func prefers(_ a: Value, _ aSource: AnswerSource, over b: Value, _ bSource: AnswerSource) -> Bool {
        let aRank = rank(a, aSource)
        let bRank = rank(b, bSource)
        if aRank != bRank { return aRank.lexicographicallyPrecedes(bRank) == false }
        let aText = content(a)
        let bText = content(b)
        if aText != bText { return aText.utf8.lexicographicallyPrecedes(bText.utf8) }
        return aSource.label < bSource.label
    }

    /// A fetch time as a rank: any known time ranks above none.
    static func fetched(_ source: AnswerSource) -> Double { source.fetchedAt ?? -Double.infinity }

    /// The text a model's content is compared by: every field, in declaration order. Computed
    /// only when two answers meet, never for the one answer of a place.
    static func text(of value: some Any) -> String { String(reflecting: value) }
}
