#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bench-only: a text record of every libxlsxwriter call a workbook makes, one tab-separated
/// line each, so that `bench/replay.c` can make the same calls from C and `make bench` can
/// compare the tool with the library alone. Off unless `FOOTBALL_ETL_XLSX_REPLAY` names a
/// folder; each workbook then writes `<file name>.replay` there. Texts escape `\`, tab and
/// newline as `\\`, `\t` and `\n`; an absent value is an empty field.
final class CallReplay {
    static let folderVariable = "FOOTBALL_ETL_XLSX_REPLAY"
    private let file: UnsafeMutablePointer<FILE>

    /// A record for the workbook at `path`, or nil when the variable is unset (or the file cannot be made).
    static func forWorkbook(at path: String) -> CallReplay? {
        guard let folder = getenv(folderVariable).map({ String(cString: $0) }), !folder.isEmpty else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? "workbook"
        guard let file = fopen(folder + "/" + name + ".replay", "w") else { return nil }
        return CallReplay(file: file)
    }

    private init(file: UnsafeMutablePointer<FILE>) {
        self.file = file
    }

    deinit {
        fclose(file)
    }

    /// One call: its code letter, then its arguments.
    func record(_ code: Character, _ fields: Field...) {
        var line = String(code)
        for field in fields {
            line.append("\t")
            switch field {
            case .int(let n): line += String(n)
            case .double(let d): line += "\(d)"
            case .text(let text): line += text.map(Self.escaped) ?? ""
            case .format(let format): line += format.map { String($0.index) } ?? ""
            }
        }
        line.append("\n")
        fputs(line, file)
    }

    /// An argument of a recorded call.
    enum Field {
        case int(Int)
        case double(Double)
        case text(String?)
        case format(Format?)
    }

    private static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += ["\\", "\\"]
            case "\t": out += ["\\", "t"]
            case "\n": out += ["\\", "n"]
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
