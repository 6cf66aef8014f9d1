#!/bin/sh
# Rebuilds dump.sql: football-etl 0.2.0 (the last 0.2.0 commit, c6d226e, built with
# `swift build -c release --product football-etl`) loads load-0.2.0.yml into a fresh server,
# over recordings with one statistic longer than 63 bytes (long_statistic.py), and
# pg_dump writes the schema and data it left.
#   Tests/RunTests/Scenarios/postgres-0.2.0/make_dump.sh /path/to/0.2.0/football-etl
set -eu
binary=$(realpath "${1:?the 0.2.0 football-etl binary}")
here=$(cd "$(dirname "$0")" && pwd)
scenario="$here/../epl-2024-two-matches"
work=$(mktemp -d /tmp/pg-0.2.0.XXXXXX)
chmod 755 "$work"
bin=$(pg_config --bindir)
as_server() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$work"
as_server "$bin/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 --locale=C --no-sync >/dev/null
port=54329
as_server "$bin/pg_ctl" -D "$work/data" -l "$work/log" -o "-k $work -p $port -c listen_addresses=127.0.0.1" -w start >/dev/null
trap 'as_server "$bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null; rm -rf "$work"' EXIT
psql -X -q -h "$work" -p $port -U postgres -d postgres -c "CREATE DATABASE etl"
python3 "$here/long_statistic.py" "$scenario/recordings" "$work/recordings"
cd "$work"
RECORDINGS="$work/recordings" OUTPUT_DIR="$work/out" DATABASE_URL="postgresql://postgres@127.0.0.1:$port/etl" \
  "$binary" run "$here/load-0.2.0.yml"
pg_dump -h "$work" -p $port -U postgres --no-owner --no-privileges -d etl \
  | grep -v '^-- Dumped \(from\|by\)' | sed 's/^\\restrict .*$//; s/^\\unrestrict .*$//' > "$here/dump.sql"
