/// The pipeline file, described once: every key with its documentation, the form of its value,
/// and how it becomes the typed `Pipeline`. `PipelineLoader` decodes with `root`;
/// `PipelineSchema` renders `root.shape` as JSON Schema.
enum PipelineFileSpec {
    static let name = SpecField.required(
        "name",
        Spec.string(
            "a name of lowercase letters, digits, '.', '_' and '-' that starts with a letter or digit",
            pattern: "^[a-z0-9][a-z0-9._-]*$"),
        doc: "Names the pipeline in outputs and messages: lowercase letters, digits, '.', '_' and '-'.")
    static let source = SpecField.required(
        "source", Source.node, doc: "Where responses come from: recorded files, or the live API.")
    static let scope = SpecField.required(
        "scope", Scope.node, doc: "Which leagues and seasons to export.")
    static let extract = SpecField.required(
        "extract", Extract.node, doc: "The datasets to export, in order, each optionally with its options.")
    static let transform = SpecField.optional(
        "transform", Transform.node, doc: "How values are shaped: local kickoff time zone, how null statistics are written.")
    static let load = SpecField.required(
        "load", Load.node, doc: "Where tables are written: CSV and NDJSON folders, XLSX workbooks.")

    /// The whole file.
    static let root: SpecNode<Pipeline> = Spec.mapping(
        "a mapping with name, source, scope, extract and load",
        fields: [name, source, scope, extract, transform, load]
    ) { m in
        let scope = m(scope)
        let load = m(load)
        guard workbookPathIsUnique(load, scope: scope, reader: m) else { return nil }
        return Pipeline(
            name: m(name), source: m(source), scope: scope, extract: m(extract),
            transform: m.optional(transform) ?? TransformSpec(), load: load, origin: m.site.context.origin)
    }

    /// A scope of several leagues needs `{league}` or `{league_slug}` in the workbook path, and one
    /// of several seasons needs `{season}`, or the workbooks would overwrite one another.
    private static func workbookPathIsUnique(_ load: LoadSpec, scope: ScopeSpec, reader m: SpecMappingReader) -> Bool {
        guard let template = load.xlsx?.pathTemplate else { return true }
        let seasons = if case .years(let years) = scope.seasons { years.count } else { 1 }
        var missing: [String] = []
        if scope.leagues.count > 1, !template.contains("{league}"), !template.contains("{league_slug}") {
            missing.append("{league} or {league_slug}")
        }
        if seasons > 1, !template.contains("{season}") { missing.append("{season}") }
        guard !missing.isEmpty else { return true }
        let site = m.entry(Self.load).flatMap { Load.workbookPathSite(in: $0.value) }
        m.site.report(
            .workbookPathNotUnique(
                at: SourceLocation(file: m.site.context.file, position: site?.node.position ?? m.site.position),
                field: site?.path ?? .root, path: template, leagueSeasons: scope.leagues.count * seasons, missing: missing))
        return false
    }
}
