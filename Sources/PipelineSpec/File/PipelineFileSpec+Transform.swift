import Foundation

extension PipelineFileSpec {
    /// `transform:` — time zone and null policy.
    enum Transform {
        private static let defaults = TransformSpec()

        static let timezone = SpecField<String>.optional(
            "timezone",
            Spec.string("an IANA time zone id such as Europe/London or UTC").refined { (id: String, site: SpecSite) -> String? in
                guard TimeZone(identifier: id) != nil else {
                    site.report(
                        .invalidFormat(
                            at: site.location, field: site.path, value: id,
                            expected: "an IANA time zone id such as Europe/London or UTC"))
                    return nil
                }
                return id
            },
            doc:
                "IANA time zone of the local kickoff columns (kickoff_local, kickoff_local_time, utc_offset_minutes); "
                + "kickoff_utc is always written."
        )
        static let nulls = SpecField.defaulted(
            "nulls", Spec.enumeration(NullPolicy.self), default: defaults.nulls,
            doc: "How a null counting statistic is written: zero (0) or empty (an empty cell).")

        static let node: SpecNode<TransformSpec> = Spec.mapping(
            "a mapping with timezone and nulls", fields: [timezone, nulls]
        ) { m in
            TransformSpec(timezone: m.optional(timezone), nulls: m(nulls))
        }
    }
}
