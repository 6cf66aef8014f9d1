import Testing
@testable import Run

