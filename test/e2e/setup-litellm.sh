#!/usr/bin/env bash
# Installs the pinned LiteLLM proxy into a cached, project-local virtualenv and prints the
# path of its python interpreter on the last line of stdout. Idempotent: a finished venv is
# reused (its .complete stamp names the version and the constraints' checksum), anything else is
# rebuilt.
set -euo pipefail

LITELLM_VERSION="${AIGW_LITELLM_VERSION:-1.90.7}"
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}/aigw"
VENV="$CACHE_ROOT/litellm-$LITELLM_VERSION"
HERE="$(cd "$(dirname "$0")" && pwd)"
# A release other than the main pin may have its own frozen set (litellm-<version>-constraints.txt).
CONSTRAINTS="$HERE/litellm-$LITELLM_VERSION-constraints.txt"
[[ -f "$CONSTRAINTS" ]] || CONSTRAINTS="$HERE/litellm-constraints.txt"
# The venv is reused only if it was built from these very constraints.
STAMP="$LITELLM_VERSION $(sha256sum "$CONSTRAINTS" | cut -d' ' -f1)"

log() { echo "[setup-litellm] $*" >&2; }

if [[ -x "$VENV/bin/python" && "$(cat "$VENV/.complete" 2>/dev/null)" == "$STAMP" ]]; then
  log "reusing $VENV"
  echo "$VENV/bin/python"
  exit 0
fi

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  local sudo=""
  if [[ "$(id -u)" != "0" ]]; then sudo="sudo"; fi
  $sudo apt-get install -y "$@" </dev/null >&2 || { $sudo apt-get update </dev/null >&2 && $sudo apt-get install -y "$@" </dev/null >&2; }
}

PYTHON="${AIGW_PYTHON:-}"
if [[ -z "$PYTHON" ]]; then
  for candidate in python3.12 python3.11 python3.10 python3.13 python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys, venv, ensurepip; sys.exit(0 if sys.version_info >= (3, 9) else 1)' >/dev/null 2>&1; then
      PYTHON="$candidate"
      break
    fi
  done
fi
if [[ -z "$PYTHON" ]]; then
  log "no python3 with venv found; installing python3 and python3-venv"
  apt_install python3 python3-venv python3-pip
  PYTHON=python3
fi

log "creating $VENV with $("$PYTHON" --version 2>&1)"
rm -rf "$VENV"
mkdir -p "$CACHE_ROOT"
"$PYTHON" -m venv "$VENV" >&2
"$VENV/bin/python" -m pip install --disable-pip-version-check --no-input --quiet --upgrade pip >&2
constraint_args=()
# The pinned set only fits the pinned release; another version resolves its own dependencies.
if grep -qx "litellm==$LITELLM_VERSION" "$CONSTRAINTS"; then constraint_args=(-c "$CONSTRAINTS"); fi
"$VENV/bin/python" -m pip install --disable-pip-version-check --no-input ${constraint_args[@]+"${constraint_args[@]}"} "litellm[proxy]==$LITELLM_VERSION" >&2
# Smoke check: the proxy and the guardrail integration this project speaks to must import.
LITELLM_LOCAL_MODEL_COST_MAP=True "$VENV/bin/python" -c 'import litellm.proxy.proxy_server, litellm.proxy.guardrails.guardrail_hooks.generic_guardrail_api' >&2
echo "$STAMP" > "$VENV/.complete"
log "installed litellm[proxy]==$LITELLM_VERSION into $VENV"
echo "$VENV/bin/python"
