/// The paper a workbook's sheets print on, in landscape.
package enum Paper: String, Sendable, Equatable, CaseIterable {
    /// ISO A4, 297 × 210 mm: the default.
    case a4
    /// US Letter, 11 × 8.5 inches.
    case letter

    /// The long and short sides in inches.
    package var inches: (long: Double, short: Double) {
        switch self {
        case .a4: (11.69, 8.27)
        case .letter: (11.0, 8.5)
        }
    }
}
