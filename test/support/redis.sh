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

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "redis.sh: redis-server is not installed and installing it needs root (apt-get install redis-server)" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
{
  "${as_root[@]}" apt-get install -y --no-install-recommends redis-server ||
    { "${as_root[@]}" apt-get update && "${as_root[@]}" apt-get install -y --no-install-recommends redis-server; }
} >&2

find_server || { echo "redis.sh: redis-server installed but not found on PATH" >&2; exit 1; }
