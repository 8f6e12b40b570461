#!/usr/bin/env bash
# Makes sure PostgreSQL's server binaries are installed (Debian's `postgresql`) and prints the
# directory holding them (initdb, postgres). Idempotent: installs only when none is found.
# Used by test/support/postgres.ts; runs unattended (CI=true, no stdin).
set -euo pipefail

find_bindir() {
  local dir
  # Highest major version first.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/postgres" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v pg_config >/dev/null 2>&1; then
    dir="$(pg_config --bindir)"
    if [ -x "$dir/initdb" ] && [ -x "$dir/postgres" ]; then
      echo "$dir"
      return 0
    fi
  fi
  return 1
}

if bindir="$(find_bindir)"; then
  echo "$bindir"
  exit 0
fi

source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/apt-install.sh"
apt_install postgres.sh postgresql

find_bindir || { echo "postgres.sh: postgresql installed but initdb was not found" >&2; exit 1; }
