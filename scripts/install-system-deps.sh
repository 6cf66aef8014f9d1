#!/usr/bin/env bash
# Installs libcurl, libxlsxwriter, libzstd and SQLite development files when pkg-config cannot find them.
set -euo pipefail

missing=()
pkg-config --exists libcurl 2>/dev/null || missing+=(curl)
pkg-config --exists xlsxwriter 2>/dev/null || missing+=(xlsxwriter)
pkg-config --exists libzstd 2>/dev/null || missing+=(zstd)
pkg-config --exists sqlite3 2>/dev/null || missing+=(sqlite3)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "football-etl: installing system libraries: ${missing[*]}" >&2
if [ "$(uname)" = "Darwin" ]; then
  brew install curl libxlsxwriter zstd sqlite pkg-config
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "football-etl: install libcurl, libxlsxwriter, libzstd and SQLite development packages (and pkg-config) with your package manager" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends pkg-config libcurl4-openssl-dev libxlsxwriter-dev libzstd-dev libsqlite3-dev >/dev/null
