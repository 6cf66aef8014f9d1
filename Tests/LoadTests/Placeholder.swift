import Testing
@testable import Load

