#!/usr/bin/env bash
# Prints the path of a syft binary of the pinned version, building it on first use.
#
#   scripts/sbom/provision-syft.sh            prints e.g. ~/.cache/aigw/syft-v1.57.1/bin/syft
#
# AIGW_SYFT (a syft binary to use as it is) wins over the cache. Otherwise syft is built from its Go
# module with `go install` into ${AIGW_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/aigw}/syft-<version>/bin
# and reused on later runs, so a CI run on an empty HOME builds it once. The version is stamped in as
# syft's release build does, so the SBOMs it writes name the tool version.
set -euo pipefail

SYFT_VERSION="${AIGW_SYFT_VERSION:-v1.57.1}"
CACHE_ROOT="${AIGW_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/aigw}"
SYFT_DIR="$CACHE_ROOT/syft-$SYFT_VERSION"
SYFT_BIN="$SYFT_DIR/bin/syft"

log() { printf '[syft] %s\n' "$*" >&2; }
die() { printf '[syft] ERROR: %s\n' "$*" >&2; exit 1; }

build() {
  command -v go >/dev/null 2>&1 || die "Go is required to build syft (or set AIGW_SYFT to a syft binary)"
  local gobin; gobin="$(mktemp -d)"
  log "building syft $SYFT_VERSION with go install (first run only)"
  CGO_ENABLED=0 GOBIN="$gobin" go install -trimpath \
    -ldflags "-s -w -X main.version=${SYFT_VERSION#v}" \
    "github.com/anchore/syft/cmd/syft@$SYFT_VERSION"
  mkdir -p "$SYFT_DIR/bin"
  mv "$gobin/syft" "$SYFT_BIN.tmp"
  rmdir "$gobin"
  mv "$SYFT_BIN.tmp" "$SYFT_BIN"
  log "syft ready at $SYFT_BIN"
}

if [[ -n "${AIGW_SYFT:-}" ]]; then
  [[ -x "$AIGW_SYFT" ]] || die "AIGW_SYFT=$AIGW_SYFT is not an executable"
  echo "$AIGW_SYFT"
  exit 0
fi
mkdir -p "$SYFT_DIR"
# One builder at a time: two builds may ask on a fresh machine.
exec 9>"$SYFT_DIR/.lock"
flock 9
[[ -x "$SYFT_BIN" ]] || build
flock -u 9
echo "$SYFT_BIN"
