import CXLSXWriter

extension CellStyle {
    /// Sets this style on a fresh libxlsxwriter format.
    func apply(to format: UnsafeMutablePointer<lxw_format>) {
        if hyperlink { format_set_hyperlink(format) }
        if bold { format_set_bold(format) }
        if let fontSize { format_set_font_size(format, fontSize) }
        if let fontColor { format_set_font_color(format, fontColor) }
        if let numberFormat { format_set_num_format(format, numberFormat) }
        if wrap { format_set_text_wrap(format) }
        if thinBorder { format_set_border(format, UInt8(LXW_BORDER_THIN.rawValue)) }
        if let fillColor {
            format_set_pattern(format, UInt8(LXW_PATTERN_SOLID.rawValue))
            format_set_bg_color(format, fillColor)
        }
        switch alignment {
        case .left: format_set_align(format, UInt8(LXW_ALIGN_LEFT.rawValue))
        case .center: format_set_align(format, UInt8(LXW_ALIGN_CENTER.rawValue))
        case .right: format_set_align(format, UInt8(LXW_ALIGN_RIGHT.rawValue))
        case nil: break
        }
    }
}
