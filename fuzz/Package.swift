// swift-tools-version:6.0
import PackageDescription

// Fuzz harnesses and the parser benchmark, kept out of the main package so that
// `swift build --build-tests` and `make test` never build them. The code under test is the
// main package's own source (Sources/JSON, APIModel, Catalog, Tabular, PipelineSpec, Transform are symlinks), so `package`
// access works; Yams comes from the main package's checkout (run `swift package resolve` there).
// `make fuzz` builds each Fuzz* product with `-sanitize=fuzzer,address`.
let package = Package(
    name: "football-etl-fuzz",
    dependencies: [.package(path: "../.build/checkouts/Yams")],
    targets: [
        .target(name: "JSON", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "APIModel", dependencies: ["JSON"]),
        .target(name: "Catalog", dependencies: ["APIModel"]),
        .target(name: "Tabular"),
        .target(name: "PipelineSpec", dependencies: ["Catalog", "JSON", .product(name: "Yams", package: "Yams")]),
        .target(name: "Transform", dependencies: ["APIModel", "Catalog", "Tabular", "PipelineSpec"]),
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzJSONParser", dependencies: ["FuzzDriver", "JSON"]),
        .executableTarget(name: "FuzzPipelineLoader", dependencies: ["FuzzDriver", "PipelineSpec"]),
        .executableTarget(name: "FuzzRecordingDecoder", dependencies: ["FuzzDriver", "APIModel", "Catalog", "JSON"]),
        .executableTarget(name: "FuzzConvert", dependencies: ["FuzzDriver", "APIModel", "Catalog", "PipelineSpec", "Transform", "Tabular"]),
        .executableTarget(name: "JSONThroughput", dependencies: ["JSON"]),
    ],
    swiftLanguageModes: [.v6]
)
