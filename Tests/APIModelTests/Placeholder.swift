import Testing
@testable import APIModel
