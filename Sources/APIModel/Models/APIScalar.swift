/// A leaf value exactly as the API sent it. The API mixes JSON types for one field
/// (`"55%"`, `55`, `"1.34"`, `null`), so models keep the raw scalar and Transform normalises it.
package enum APIScalar: Sendable, Hashable {
    case null
    /// A JSON number, as its literal text.
    case number(String)
    case string(String)
    case bool(Bool)
}
