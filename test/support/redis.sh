#!/usr/bin/env bash
# Makes sure a Redis-compatible server is installed (Debian's `redis-server`, or `valkey-server`
# when that is what the machine has) and prints the path of its binary. Idempotent: installs only
# when none is found. Used by test/support/redis.ts; runs unattended (CI=true, no stdin).
set -euo pipefail

find_server() {
  local bin
  for bin in redis-server valkey-server; do
    if command -v "$bin" >/dev/null 2>&1; then
      command -v "$bin"
      return 0
    fi
  done
  return 1
}

if server="$(find_server)"; then
  echo "$server"
  exit 0
fi

source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/apt-install.sh"
apt_install redis.sh redis-server

find_server || { echo "redis.sh: redis-server installed but not found on PATH" >&2; exit 1; }
