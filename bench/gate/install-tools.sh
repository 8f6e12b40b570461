#!/usr/bin/env bash
# Installs what the gate benchmark drives: Debian's nginx (the proxy_pass baseline) and wrk (the
# load generator). Idempotent: does nothing when both are already on PATH.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then have_nginx=1; else have_nginx=0; fi
if [ "$have_nginx" = 1 ] && command -v wrk >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
if ! $SUDO apt-get install -y --no-install-recommends nginx-light wrk; then
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends nginx-light wrk
fi
