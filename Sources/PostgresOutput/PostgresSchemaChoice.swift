import LibPQ
import PipelineSpec

/// The schema a load goes to: the one the pipeline names, else `football`, unless `public`
/// already holds football-etl tables (loaded when `public` was the default, before 0.3.0):
/// then those tables keep loading there, with a warning to name the schema.
struct PostgresSchemaChoice {
    let schema: String
    let warning: PostgresLoadReport.Warning?

    static func of(_ spec: PostgresSpec, on connection: PQConnection) throws(PQError) -> PostgresSchemaChoice {
        guard !spec.schemaIsNamed else { return PostgresSchemaChoice(schema: spec.schema, warning: nil) }
        let marked = try connection.execute(
            "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' "
                + "AND c.relkind IN ('r', 'p') AND obj_description(c.oid, 'pg_class') LIKE $1", [PostgresMarker.prefix + "%"])
        guard let count = marked.rows.first?.first ?? nil, count != "0" else {
            return PostgresSchemaChoice(schema: spec.schema, warning: nil)
        }
        return PostgresSchemaChoice(
            schema: "public",
            warning: PostgresLoadReport.Warning(
                "postgres_schema_unnamed",
                "load.postgres names no schema and schema public already holds football-etl tables (public was the default "
                    + "before 0.3.0), so they are loaded there; name the schema under load.postgres.schema (schema: public to "
                    + "keep them; new pipelines default to \(PostgresSpec.defaultSchema))."))
    }
}
