/// The document properties stored in docProps/core.xml and app.xml.
package struct DocumentProperties: Equatable, Sendable {
    package var title: String?
    package var subject: String?
    package var author: String?
    package var company: String?
    package var comments: String?
    package var keywords: String?
    /// Creation (and modification) time, Unix seconds UTC. Always given: libxlsxwriter would write
    /// the wall clock otherwise. It also reads 0 as "now", so 0 is written as 1970-01-01T00:00:01Z.
    package var created: Int64

    package init(
        created: Int64, title: String? = nil, subject: String? = nil, author: String? = nil,
        company: String? = nil, comments: String? = nil, keywords: String? = nil
    ) {
        self.created = created
        self.title = title
        self.subject = subject
        self.author = author
        self.company = company
        self.comments = comments
        self.keywords = keywords
    }
}

/// How libxlsxwriter holds the workbook while it is built.
package struct WorkbookOptions: Equatable, Sendable {
    /// Flush each row to a temporary file once the next row starts: memory stays flat however
    /// large the workbook, but rows must be written in order (an earlier row is an error), each
    /// sheet keeps one temporary file open until close, and strings are stored inline rather
    /// than in the shared strings table.
    package var constantMemory: Bool
    /// Allow ZIP64 for parts over 4 GB.
    package var zip64: Bool
    /// Folder for the temporary files; nil for the system's.
    package var temporaryDirectory: String?

    package init(constantMemory: Bool = true, zip64: Bool = false, temporaryDirectory: String? = nil) {
        self.constantMemory = constantMemory
        self.zip64 = zip64
        self.temporaryDirectory = temporaryDirectory
    }
}
