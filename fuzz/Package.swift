// swift-tools-version:6.0
import PackageDescription

// Fuzz harnesses and the parser benchmark, kept out of the main package so that
// `swift build --build-tests` never builds them. The code under test comes from the main package
// itself, by path, through its library products: its targets, their dependencies and their
// settings are the main manifest's own, so a new arrow there cannot leave this package behind.
// The harnesses reach `package` declarations with `@testable import`: a debug build compiles every
// module for testing; a release build needs `-Xswiftc -enable-testing` (scripts/fuzz.sh passes it).
// JSONThroughput is built without sanitizers (libFuzzer brings its own `main`):
// `swift build --package-path fuzz -c release -Xswiftc -enable-testing --product JSONThroughput`.
// scripts/check-module-graph.py checks that every import here is declared and every main-package
// module comes through a product, never through a copy or a symlink of Sources/.
let package = Package(
    name: "football-etl-fuzz",
    dependencies: [.package(name: "football-etl", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzJSONParser", dependencies: ["FuzzDriver", .main("JSON")]),
        .executableTarget(name: "FuzzPipelineLoader", dependencies: ["FuzzDriver", .main("PipelineSpec")]),
        .executableTarget(
            name: "FuzzRecordingDecoder",
            dependencies: ["FuzzDriver", .main("APIModel"), .main("Catalog")]
        ),
        .executableTarget(
            name: "FuzzConvert",
            dependencies: [
                "FuzzDriver", .main("APIModel"), .main("Intake"), .main("PipelineSpec"), .main("Transform"),
                .main("Tabular")
            ]
        ),
        .executableTarget(name: "JSONThroughput", dependencies: [.main("JSON")])
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = [
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility")
    ]
}

extension Target.Dependency {
    /// A library product of the main package (one per target, named as the target).
    static func main(_ module: String) -> Target.Dependency {
        .product(name: module, package: "football-etl")
    }
}
