/// Turns titles (a team, a player) into valid, unique sheet names, the same for the same ordered
/// input on every run. Forbidden characters are replaced, long titles cut at a word boundary
/// with "…", and titles that collide get their disambiguator (an id) as a suffix:
/// "J. Silva (1234)", falling back to a counter "(2)" when there is none.
package struct SheetNamer: Sendable {
    /// Case keys of every name handed out or reserved.
    private var used: Set<String> = []

    /// Starts with `reserved` names (fixed sheets such as "Index") and Excel's own reserved names taken.
    package init(reserving reserved: [String] = []) {
        for name in reserved + SheetNameRules.reservedNames { used.insert(SheetNameRules.caseKey(name)) }
    }

    /// Names a whole group at once, so that every member of a colliding group (two "J. Silva")
    /// carries its disambiguator, not just the later ones. Results are in request order.
    package mutating func assign(_ requests: [SheetNameRequest]) -> [SheetNameAssignment] {
        var plainCounts: [String: Int] = [:]
        let plainKeys = requests.map { SheetNameRules.caseKey(Self.fit(Self.sanitize($0.title), suffix: "")) }
        for key in plainKeys { plainCounts[key, default: 0] += 1 }
        return zip(requests, plainKeys).map { request, key in
            let collides = plainCounts[key, default: 0] > 1
            return SheetNameAssignment(title: request.title, sheetName: claim(request, preferSuffix: collides))
        }
    }

    /// Names one title; a later identical title gets the suffix.
    package mutating func claim(_ title: String, disambiguator: String? = nil) -> String {
        claim(SheetNameRequest(title: title, disambiguator: disambiguator), preferSuffix: false)
    }

    private mutating func claim(_ request: SheetNameRequest, preferSuffix: Bool) -> String {
        let stem = Self.sanitize(request.title)
        var candidates: [String] = []
        let disambiguator = request.disambiguator.map(Self.sanitize).flatMap { $0.isEmpty ? nil : $0 }
        if !(preferSuffix && disambiguator != nil) { candidates.append(Self.fit(stem, suffix: "")) }
        if let disambiguator { candidates.append(Self.fit(stem, suffix: " (\(disambiguator))")) }
        for candidate in candidates where take(candidate) { return candidate }
        let base = disambiguator.map { "\(stem) (\($0))" } ?? stem
        var counter = 2
        while true {
            let candidate = Self.fit(base, suffix: " (\(counter))")
            if take(candidate) { return candidate }
            counter += 1
        }
    }

    private mutating func take(_ name: String) -> Bool {
        used.insert(SheetNameRules.caseKey(name)).inserted
    }
}

/// A title to name a sheet after, and what tells it apart from another with the same title.
package struct SheetNameRequest: Sendable, Equatable {
    package var title: String
    /// Appended in parentheses when the title collides ("1234" for a player id).
    package var disambiguator: String?

    package init(title: String, disambiguator: String? = nil) {
        self.title = title
        self.disambiguator = disambiguator
    }
}

/// A title and the sheet name chosen for it, so an Index can show the full title beside the link.
package struct SheetNameAssignment: Sendable, Equatable {
    /// The title as given.
    package var title: String
    /// The valid, unique name chosen for it.
    package var sheetName: String
}
