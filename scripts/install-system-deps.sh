#!/usr/bin/env bash
# Installs libcurl, libxlsxwriter, libzstd, SQLite and libpq development files when pkg-config
# cannot find them; with --server (make test), also the PostgreSQL server the tests start.
set -euo pipefail

missing=()
server=()
if [ "${1:-}" = "--server" ] && ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  server=(postgresql)
fi
pkg-config --exists libcurl 2>/dev/null || missing+=(curl)
pkg-config --exists xlsxwriter 2>/dev/null || missing+=(xlsxwriter)
pkg-config --exists libzstd 2>/dev/null || missing+=(zstd)
pkg-config --exists sqlite3 2>/dev/null || missing+=(sqlite3)
pkg-config --exists libpq 2>/dev/null || missing+=(libpq)
[ ${#missing[@]} -eq 0 ] && [ ${#server[@]} -eq 0 ] && exit 0

echo "football-etl: installing system libraries: ${missing[*]} ${server[*]}" >&2
if [ "$(uname)" = "Darwin" ]; then
  # Homebrew's libpq is keg-only: pkg-config finds it through PKG_CONFIG_PATH.
  brew install curl libxlsxwriter zstd sqlite libpq pkg-config ${server:+postgresql@16}
  echo "football-etl: export PKG_CONFIG_PATH=\"$(brew --prefix libpq)/lib/pkgconfig:\$PKG_CONFIG_PATH\"" >&2
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "football-etl: install libcurl, libxlsxwriter, libzstd, SQLite and libpq development packages (and pkg-config) with your package manager" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends pkg-config libcurl4-openssl-dev libxlsxwriter-dev libzstd-dev libsqlite3-dev \
  libpq-dev postgresql-client ${server[@]+"${server[@]}"} >/dev/null
