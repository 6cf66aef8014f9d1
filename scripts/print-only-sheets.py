#!/usr/bin/env python3
# Copies an XLSX workbook with a print area of just A1 on every sheet not named, so that
# LibreOffice prints the named sheets as they print and a single cell of the others (fast).
# Usage: print-only-sheets.py IN.xlsx OUT.xlsx SHEET...
import html, re, sys, zipfile
src, dst, keep = sys.argv[1], sys.argv[2], set(sys.argv[3:])
with zipfile.ZipFile(src) as z:
    book = z.read("xl/workbook.xml").decode()
    names = [html.unescape(n) for n in re.findall(r'<sheet name="([^"]*)"', book)]
    def quoted(n): return "'" + n.replace("'", "''") + "'"
    # A sheet's own print area (the first rows of a long list) gives way to A1 when it is not named.
    left_out = {str(i) for i, n in enumerate(names) if n not in keep}
    book = re.sub(r'<definedName name="_xlnm.Print_Area" localSheetId="(\d+)">[^<]*</definedName>',
                  lambda m: "" if m.group(1) in left_out else m.group(0), book)
    areas = "".join(
        f'<definedName name="_xlnm.Print_Area" localSheetId="{i}">{html.escape(quoted(n), quote=False)}!$A$1</definedName>'
        for i, n in enumerate(names) if n not in keep)
    if "<definedNames>" in book:
        book = book.replace("<definedNames>", "<definedNames>" + areas, 1)
    else:
        book = book.replace("</sheets>", "</sheets><definedNames>" + areas + "</definedNames>", 1)
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as out:
        for item in z.infolist():
            data = book.encode() if item.filename == "xl/workbook.xml" else z.read(item)
            out.writestr(item, data)
