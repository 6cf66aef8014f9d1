#!/usr/bin/env bash
# Renders the README's pictures of the demo workbook with LibreOffice (headless, to PDF) and
# pdftoppm: the Index, the Dashboard, the Standings, a team sheet and a player sheet, each the
# top-left page of its sheet as it prints. `apt-get install libreoffice-calc-nogui poppler-utils
# fonts-crosextra-carlito` first (Carlito has Calibri's metrics, so columns are as wide as in
# Excel); BIN=.build/debug/football-etl uses the debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed 's|player_sheets: all|player_sheets: top|' pipelines/demo.yml > "$work/docs.yml"
OUTPUT_DIR="$work/out" "${BIN:-.build/release/football-etl}" run "$work/docs.yml" --quiet
book=$(ls "$work"/out/*.xlsx)
names=$(python3 -c 'import openpyxl, sys; print("\n".join(openpyxl.load_workbook(sys.argv[1], read_only=True).sheetnames))' "$book")
team=$(echo "$names" | sed -n 10p)      # after Index, Dashboard and the 7 table sheets
player=$(echo "$names" | sed -n 30p)    # after the 20 team sheets
# Printing the whole workbook takes LibreOffice over 15 minutes (Events and Player Stats run to
# thousands of pages), so a copy prints only cell A1 of every other sheet: about a minute.
python3 scripts/print-only-sheets.py "$book" "$work/docs.xlsx" Index Dashboard Standings "$team" "$player"
soffice --headless --convert-to pdf --outdir "$work" "$work/docs.xlsx" >/dev/null 2>&1
pdf="$work/docs.pdf"
pages=$(pdfinfo "$pdf" | awk '/^Pages/ {print $2}')
# The first (top-left) page showing a sheet's title row.
first_page() {  # text, and optionally a second text on the same page
  for p in $(seq 1 "$pages"); do
    text=$(pdftotext -f "$p" -l "$p" -layout "$pdf" -)
    grep -qF -- "$1" <<<"$text" && grep -qF -- "${2:-$1}" <<<"$text" && { echo "$p"; return; }
  done
  echo "render-docs: no page shows \"$1\"" >&2; exit 1
}
render() {  # page, picture name
  pdftoppm -f "$1" -l "$1" -png -r 110 -singlefile "$pdf" "docs/$2"
  echo "wrote docs/$2.png (page $1)"
}
render 1 index-sheet
render "$(first_page "Dashboard ·")" dashboard-sheet
render "$(first_page "Standings ·")" standings-sheet
render "$(first_page "$team" "Venue")" team-sheet
render "$(first_page "$player" "Non-penalty goals")" player-sheet
