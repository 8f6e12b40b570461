#!/usr/bin/env bash
# Makes sure a Redis-compatible server is installed (Debian's `redis-server`, or `valkey-server`
# when that is what the machine has) and prints the path of its binary. Idempotent: installs only
# when none is found. Used by test/support/redis.ts; runs unattended (CI=true, no stdin).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/apt-install.sh"
ensure_binary redis.sh redis-server redis-server valkey-server
