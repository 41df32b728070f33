#!/usr/bin/env bash
# Makes sure the two system programs the test suite needs are present:
#   - Debian's Chromium (browser tests; Playwright never downloads its own browser here)
#   - a PostgreSQL 15 server with the pgvector extension (the integration suite's second database)
# As root it installs what is missing from Debian's packages; otherwise it stops and names what to install.
set -euo pipefail

PG_MAJOR=15
need_root() {
  if [ "$(id -u)" != 0 ]; then
    echo "ensure-system-deps: $1 is missing. Install it as root (or run 'npm test' as root):" >&2
    echo "  $2" >&2
    exit 1
  fi
}

apt_updated=0
apt_update_once() {
  if [ "$apt_updated" = 0 ]; then
    apt-get update -qq
    apt_updated=1
  fi
}

# --- Chromium -------------------------------------------------------------
if [ ! -x /usr/bin/chromium ]; then
  need_root "Chromium (/usr/bin/chromium)" "apt-get install -y chromium"
  echo "ensure-system-deps: installing Debian's chromium…"
  apt_update_once
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# --- PostgreSQL server ----------------------------------------------------
PG_BIN="/usr/lib/postgresql/$PG_MAJOR/bin"
if [ ! -x "$PG_BIN/pg_ctl" ] || [ ! -x "$PG_BIN/initdb" ]; then
  need_root "PostgreSQL $PG_MAJOR server" "apt-get install -y postgresql-$PG_MAJOR"
  echo "ensure-system-deps: installing PostgreSQL $PG_MAJOR…"
  apt_update_once
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-$PG_MAJOR" >/dev/null
fi

# --- pgvector -------------------------------------------------------------
# Debian 12 has no pgvector package for PostgreSQL 15; Debian's own pgvector source builds in seconds.
PG_SHARE="/usr/share/postgresql/$PG_MAJOR"
if [ ! -f "$PG_SHARE/extension/vector.control" ]; then
  need_root "the pgvector extension for PostgreSQL $PG_MAJOR" "build it from Debian's pgvector source (see scripts/ensure-system-deps.sh)"
  echo "ensure-system-deps: building pgvector from Debian's source package…"
  if ! grep -rqs 'deb-src .* trixie ' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    echo "deb-src http://deb.debian.org/debian trixie main" > /etc/apt/sources.list.d/pgvector-src.list
    apt_updated=0
  fi
  apt_update_once
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-server-dev-$PG_MAJOR" build-essential dpkg-dev >/dev/null
  build_dir=$(mktemp -d)
  (
    cd "$build_dir"
    apt-get source -qq pgvector >/dev/null 2>&1
    cd pgvector-*/
    make -s PG_CONFIG="$PG_BIN/pg_config" >/dev/null
    make -s PG_CONFIG="$PG_BIN/pg_config" install >/dev/null
  )
  rm -rf "$build_dir"
fi
echo "ensure-system-deps: chromium, PostgreSQL $PG_MAJOR and pgvector are present."
