#!/usr/bin/env bash
# Start a throwaway PostgreSQL 15 server on 127.0.0.1 for the storage tests and print
# the SQLAlchemy URL to reach it (tests read it from GINRUMMY_TEST_POSTGRES_URL).
# Usage: url=$(bash .ci/postgres.sh [DATA_DIR] [PORT])
set -euo pipefail
data=${1:-/tmp/ginrummy-pg}
port=${2:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed" >&2
  exit 1
fi
# initdb refuses to run as root: run the server as the postgres user when we are root.
as=()
if [ "$(id -u)" = 0 ]; then
  as=(runuser -u postgres --)
fi
if [ ! -f "$data/PG_VERSION" ]; then
  rm -rf "$data"
  mkdir -p "$data"
  [ "$(id -u)" = 0 ] && chown postgres "$data"
  "${as[@]}" "$bin/initdb" -D "$data" -U ginrummy --auth=trust -E UTF8 >/dev/null
fi
if ! "${as[@]}" "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
  "${as[@]}" "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w \
    -o "-h 127.0.0.1 -p $port -k /tmp" start >/dev/null
fi
"$bin/createdb" -h 127.0.0.1 -p "$port" -U ginrummy ginrummy_test 2>/dev/null || true
echo "postgresql+psycopg://ginrummy@127.0.0.1:$port/ginrummy_test"
