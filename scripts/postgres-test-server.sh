#!/usr/bin/env bash
# A throwaway PostgreSQL 15 server for the integration suite.
#   start DIR PORT  → initialises DIR if needed, starts the server on 127.0.0.1:PORT, prints its URL
#   stop DIR        → stops it
# As root the server runs as the 'postgres' system user (PostgreSQL refuses to run as root).
set -euo pipefail
PG_BIN=/usr/lib/postgresql/15/bin
cmd=${1:?usage: postgres-test-server.sh start DIR PORT | stop DIR}
dir=${2:?data directory required}

as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "$cmd" in
  start)
    port=${3:?port required}
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
      chown postgres:postgres "$dir"
      # mktemp makes private folders; the postgres user must be able to reach its data folder.
      chmod o+x "$(dirname "$dir")"
    fi
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_owner "$PG_BIN/initdb" -D "$dir" -U app --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_owner "$PG_BIN/pg_ctl" -D "$dir" -l "$dir/server.log" \
      -o "-c listen_addresses=127.0.0.1 -p $port -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      -w start >/dev/null
    echo "postgresql://app@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$PG_BIN/pg_ctl" -D "$dir" -m fast -w stop >/dev/null || true
    ;;
  *)
    echo "unknown command $cmd" >&2
    exit 2
    ;;
esac
