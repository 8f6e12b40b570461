#!/usr/bin/env bash
# Makes sure a ClickHouse server is installed (Debian's `clickhouse-server`) and prints the path of
# its binary. Idempotent: installs only when none is found. Used by test/support/clickhouse.ts;
# runs unattended (CI=true, no stdin).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/apt-install.sh"
ensure_binary clickhouse.sh clickhouse-server clickhouse-server clickhouse
