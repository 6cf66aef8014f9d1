import CXLSXWriter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Workbook {
    /// Stores the document properties; libxlsxwriter copies every string.
    func setProperties(_ properties: DocumentProperties) throws(XLSXError) {
        let handle = try openHandle(operation: "set properties")
        var owned: [UnsafeMutablePointer<CChar>] = []
        defer { owned.forEach { free($0) } }
        func duplicate(_ text: String?) -> UnsafeMutablePointer<CChar>? {
            guard let text, let copy = strdup(text) else { return nil }
            owned.append(copy)
            return copy
        }
        var c = lxw_doc_properties()
        c.title = duplicate(properties.title)
        c.subject = duplicate(properties.subject)
        c.author = duplicate(properties.author)
        c.company = duplicate(properties.company)
        c.comments = duplicate(properties.comments)
        c.keywords = duplicate(properties.keywords)
        // libxlsxwriter reads 0 as "use the current time".
        c.created = time_t(properties.created == 0 ? 1 : properties.created)
        replay?.record(
            "P", .text(properties.title), .text(properties.subject), .text(properties.author), .text(properties.company),
            .text(properties.comments), .text(properties.keywords), .int(Int(c.created)))
        let code = call { workbook_set_properties(handle, &c) }
        guard code == LXW_NO_ERROR else {
            throw .workbook(path: path, operation: "set properties", reason: Self.reason(code))
        }
    }
}
