import Testing
@testable import Transform

