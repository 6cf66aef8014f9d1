#!/usr/bin/env bash
# Renders docs/team-sheet.png and docs/player-sheet.png from the demo workbook with LibreOffice
# (headless, to PDF) and pdftoppm: `apt-get install libreoffice-calc poppler-utils` first.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed 's|player_sheets: all|player_sheets: top|' pipelines/demo.yml > "$work/docs.yml"
OUTPUT_DIR="$work/out" .build/release/football-etl run "$work/docs.yml" --quiet
soffice --headless --convert-to pdf --outdir "$work" "$work"/out/*.xlsx >/dev/null
pdf=$(ls "$work"/*.pdf)
# The first page of the first team sheet and of the first player sheet (each starts with "← Index").
pages=$(for p in $(seq 1 "$(pdfinfo "$pdf" | awk '/^Pages/ {print $2}')"); do
  pdftotext -f "$p" -l "$p" "$pdf" - | grep -q "^← Index" && echo "$p"; done)
team=$(echo "$pages" | sed -n 8p)      # after Standings … Top Assists (7 sheets with a back link)
player=$(echo "$pages" | sed -n 28p)   # after the 20 team sheets
pdftoppm -f "$team" -l "$team" -png -r 250 -x 100 -y 130 -W 1500 -H 900 -singlefile "$pdf" docs/team-sheet
pdftoppm -f "$player" -l "$player" -png -r 330 -x 180 -y 210 -W 1700 -H 1000 -singlefile "$pdf" docs/player-sheet
echo "wrote docs/team-sheet.png (page $team) and docs/player-sheet.png (page $player)"
