/// A name that is a string underneath but a type of its own (`Endpoint`, `Dataset`, a table
/// name), so the compiler keeps the kinds of names apart.
package protocol StringName: RawRepresentable, Sendable, Hashable, CustomStringConvertible where RawValue == String {
    init(rawValue: String)
}

extension StringName {
    /// The name `text`.
    package init(_ text: String) {
        self.init(rawValue: text)
    }

    package var description: String { rawValue }
}
