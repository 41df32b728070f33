#!/usr/bin/env bash
# Makes sure the two system programs the test suite needs are present:
#   - Debian's Chromium (browser tests; Playwright never downloads its own browser here)
#   - a PostgreSQL 15 server with the pgvector extension (the integration suite's second database)
# As root it installs what is missing from Debian's packages; otherwise it stops and names what to install.
#
# Package sources come from the machine's own apt configuration: the pgvector source line reuses the
# mirror of the machine's Debian archive entry (a local mirror, a snapshot, whatever it is), and apt's
# own proxy settings apply to it. No package host is written into this script.
#
# Sourcing the script (`source scripts/ensure-system-deps.sh`) only defines the functions, so tests can
# call them on fixture files: APT_SOURCES_DIR (default /etc/apt) and OS_RELEASE_FILE (default
# /etc/os-release) say where to read.
set -euo pipefail

PG_MAJOR=15

# --- Reading apt sources ----------------------------------------------------

# Every source entry of the apt configuration, in apt's reading order (sources.list, then the files of
# sources.list.d by name), one line per type, URI and suite:
#   TYPE <tab> URI <tab> SUITE <tab> COMPONENTS (space-separated) <tab> SIGNED-BY (a key file path or empty)
# Both formats are read: one-line (`deb [signed-by=…] URI SUITE COMPONENT…`, in *.list) and deb822
# stanzas (Types:, URIs:, Suites:, Components:, Signed-By:, Enabled:, in *.sources).
apt_source_entries() {
  local dir="${APT_SOURCES_DIR:-/etc/apt}" files=() f
  [ -f "$dir/sources.list" ] && files+=("$dir/sources.list")
  if [ -d "$dir/sources.list.d" ]; then
    while IFS= read -r f; do files+=("$f"); done < <(
      find "$dir/sources.list.d" -maxdepth 1 -type f \( -name '*.list' -o -name '*.sources' \) | LC_ALL=C sort
    )
  fi
  [ "${#files[@]}" = 0 ] && return 0
  awk '
    function emit(types, uris, suites, comps, signed,   t, u, s, nt, nu, ns, T, U, S) {
      nt = split(types, T, " "); nu = split(uris, U, " "); ns = split(suites, S, " ")
      for (t = 1; t <= nt; t++) for (u = 1; u <= nu; u++) for (s = 1; s <= ns; s++)
        printf "%s\t%s\t%s\t%s\t%s\n", T[t], U[u], S[s], comps, signed
    }
    function flush_stanza() {
      if (f["types"] != "" && tolower(f["enabled"]) != "no") {
        signed = f["signed-by"]
        if (signed ~ / /) signed = ""   # an inline key block, not a file we could point to
        emit(f["types"], f["uris"], f["suites"], f["components"], signed)
      }
      split("", f); key = ""
    }
    FNR == 1 && NR > 1 && deb822 { flush_stanza() }
    FNR == 1 { deb822 = (FILENAME ~ /\.sources$/); split("", f); key = "" }
    deb822 {
      line = $0
      sub(/\r$/, "", line)
      if (line ~ /^#/) next
      if (line ~ /^[ \t]*$/) { flush_stanza(); next }
      if (line ~ /^[ \t]/) {   # a continuation line belongs to the field above
        gsub(/^[ \t]+|[ \t]+$/, "", line)
        if (key != "" && line != ".") f[key] = f[key] " " line
        next
      }
      colon = index(line, ":")
      if (colon == 0) next
      key = tolower(substr(line, 1, colon - 1))
      value = substr(line, colon + 1)
      gsub(/^[ \t]+|[ \t]+$/, "", value)
      gsub(/[ \t]+/, " ", value)
      f[key] = value
      next
    }
    {
      line = $0
      sub(/#.*/, "", line)
      n = split(line, w, /[ \t]+/)
      i = 1
      if (w[i] == "") i++
      if (w[i] != "deb" && w[i] != "deb-src") next
      type = w[i++]
      signed = ""
      if (substr(w[i], 1, 1) == "[") {   # options: [arch=amd64 signed-by=/path]
        for (; i <= n; i++) {
          opt = w[i]
          gsub(/[][]/, "", opt)
          if (opt ~ /^signed-by=/) signed = substr(opt, 11)
          if (w[i] ~ /\]$/) { i++; break }
        }
      }
      uri = w[i++]; suite = w[i++]; comps = ""
      for (; i <= n; i++) if (w[i] != "") comps = comps (comps == "" ? "" : " ") w[i]
      if (uri != "" && suite != "") printf "%s\t%s\t%s\t%s\t%s\n", type, uri, suite, comps, signed
    }
    END { if (deb822) flush_stanza() }
  ' "${files[@]}"
}

# The release codename of this machine (bookworm on Debian 12).
debian_codename() {
  local file="${OS_RELEASE_FILE:-/etc/os-release}"
  [ -f "$file" ] || return 1
  (
    # shellcheck disable=SC1090
    . "$file"
    [ -n "${VERSION_CODENAME:-}" ] && echo "$VERSION_CODENAME"
  )
}

# The Debian release after CODENAME. pgvector is packaged for PostgreSQL 15 from the release after
# bookworm on, and its source builds against any PostgreSQL; Debian 12 has PostgreSQL 15 but no
# pgvector. Extend the table when a new release is named.
next_debian_release() {
  case "$1" in
    bookworm) echo trixie ;;
    trixie) echo forky ;;
    forky) echo duke ;;
    *) return 1 ;;
  esac
}

# The entry (the full tab-separated line) of the first `deb` source of Debian's main archive for
# CODENAME: suite exactly CODENAME, component main, not the security archive. A URI whose path is a
# `debian` directory (deb.debian.org/debian, a mirror's …/debian, snapshot.debian.org/archive/debian/…)
# wins over other archives that happen to use the same suite name.
debian_archive_entry() {
  apt_source_entries | awk -F '\t' -v codename="$1" '
    $1 == "deb" && $3 == codename && (" " $4 " ") ~ / main / && $2 !~ /security/ {
      if ($2 ~ /\/debian(\/|$)/) { print; found = 1; exit }
      if (first == "") first = $0
    }
    END { if (!found && first != "") print first; if (!found && first == "") exit 1 }
  '
}

# The URI of the machine's Debian archive for CODENAME (see debian_archive_entry).
mirror_for() {
  local entry
  entry=$(debian_archive_entry "$1") || return 1
  printf '%s\n' "$entry" | cut -f 2
}

# Whether any configured source already offers deb-src for SUITE.
has_deb_src() {
  apt_source_entries | awk -F '\t' -v suite="$1" '$1 == "deb-src" && $3 == suite { found = 1 } END { exit !found }'
}

# Whether the machine keeps its sources in deb822 files (Debian's default since 12 in new images).
uses_deb822() {
  local dir="${APT_SOURCES_DIR:-/etc/apt}"
  compgen -G "$dir/sources.list.d/*.sources" >/dev/null
}

# Adds a deb-src source for Debian's pgvector package: the machine's own mirror, the next release's
# suite. Writes nothing when such a source is already configured. Prints the file it wrote, if any.
add_pgvector_source() {
  local dir="${APT_SOURCES_DIR:-/etc/apt}" codename suite entry uri signed file
  codename=$(debian_codename) || {
    echo "ensure-system-deps: no VERSION_CODENAME in ${OS_RELEASE_FILE:-/etc/os-release}" >&2
    return 1
  }
  suite=$(next_debian_release "$codename") || {
    echo "ensure-system-deps: which Debian release follows '$codename'? Add it to next_debian_release." >&2
    return 1
  }
  has_deb_src "$suite" && return 0
  entry=$(debian_archive_entry "$codename") || {
    echo "ensure-system-deps: no 'deb' source of Debian's archive for $codename in $dir; add a" >&2
    echo "  'deb-src <your Debian mirror> $suite main' source and run this again." >&2
    return 1
  }
  uri=$(printf '%s\n' "$entry" | cut -f 2)
  signed=$(printf '%s\n' "$entry" | cut -f 5)
  mkdir -p "$dir/sources.list.d"
  if uses_deb822; then
    file="$dir/sources.list.d/pgvector-src.sources"
    {
      echo "# Debian's pgvector source (for PostgreSQL $PG_MAJOR), from this machine's Debian mirror."
      echo "# Written by scripts/ensure-system-deps.sh."
      echo "Types: deb-src"
      echo "URIs: $uri"
      echo "Suites: $suite"
      echo "Components: main"
      if [ -n "$signed" ]; then echo "Signed-By: $signed"; fi
    } >"$file"
  else
    file="$dir/sources.list.d/pgvector-src.list"
    {
      echo "# Debian's pgvector source (for PostgreSQL $PG_MAJOR), from this machine's Debian mirror."
      echo "# Written by scripts/ensure-system-deps.sh."
      if [ -n "$signed" ]; then
        echo "deb-src [signed-by=$signed] $uri $suite main"
      else
        echo "deb-src $uri $suite main"
      fi
    } >"$file"
  fi
  echo "$file"
}

# --- Installing ---------------------------------------------------------------

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

main() {
  # --- Chromium -------------------------------------------------------------
  if [ ! -x /usr/bin/chromium ]; then
    need_root "Chromium (/usr/bin/chromium)" "apt-get install -y chromium"
    echo "ensure-system-deps: installing Debian's chromium…"
    apt_update_once
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi

  # --- PostgreSQL server ----------------------------------------------------
  local pg_bin="/usr/lib/postgresql/$PG_MAJOR/bin"
  if [ ! -x "$pg_bin/pg_ctl" ] || [ ! -x "$pg_bin/initdb" ]; then
    need_root "PostgreSQL $PG_MAJOR server" "apt-get install -y postgresql-$PG_MAJOR"
    echo "ensure-system-deps: installing PostgreSQL $PG_MAJOR…"
    apt_update_once
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-$PG_MAJOR" >/dev/null
  fi

  # --- pgvector -------------------------------------------------------------
  # Debian 12 has no pgvector package for PostgreSQL 15; Debian's own pgvector source builds in seconds.
  local pg_share="/usr/share/postgresql/$PG_MAJOR" written build_dir
  if [ ! -f "$pg_share/extension/vector.control" ]; then
    need_root "the pgvector extension for PostgreSQL $PG_MAJOR" "build it from Debian's pgvector source (see scripts/ensure-system-deps.sh)"
    echo "ensure-system-deps: building pgvector from Debian's source package…"
    written=$(add_pgvector_source)
    if [ -n "$written" ]; then
      echo "ensure-system-deps: added the source $written"
      apt_updated=0
    fi
    apt_update_once
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-server-dev-$PG_MAJOR" build-essential dpkg-dev >/dev/null
    build_dir=$(mktemp -d)
    (
      cd "$build_dir"
      apt-get source -qq pgvector >/dev/null 2>&1
      cd pgvector-*/
      make -s PG_CONFIG="$pg_bin/pg_config" >/dev/null
      make -s PG_CONFIG="$pg_bin/pg_config" install >/dev/null
    )
    rm -rf "$build_dir"
  fi
  echo "ensure-system-deps: chromium, PostgreSQL $PG_MAJOR and pgvector are present."
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  main "$@"
fi
