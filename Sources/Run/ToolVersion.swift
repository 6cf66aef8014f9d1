/// The tool's version, printed by `--version` and written to manifests.
package enum ToolVersion {
    package static let current = "0.3.0"
}
