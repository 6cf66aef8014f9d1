import Tabular

extension ColumnRename {
    /// A rename of 0.2.0, the release that freed every column name of SQL keywords and gave
    /// `side` the one meaning home/away.
    static func since0_2_0(_ old: String, _ new: String) -> ColumnRename {
        ColumnRename(old: old, new: new, since: "0.2.0")
    }
}
