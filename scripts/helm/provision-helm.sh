#!/usr/bin/env bash
# Prints the path of a helm binary of the pinned version, building it on first use.
#
#   scripts/helm/provision-helm.sh            prints e.g. ~/.cache/aigw/helm-v3.22.0/bin/helm
#
# AIGW_HELM (a helm binary to use as it is) wins over the cache. Otherwise helm is built from its Go
# module with `go install` into ${XDG_CACHE_HOME:-$HOME/.cache}/aigw/helm-<version>/bin and reused
# on later runs, so a CI run on an empty HOME builds it once (about a minute of downloads and a few of
# compiling on a small machine). The version is stamped in as helm's own release build does, so
# `helm version` names it.
set -euo pipefail

HELM_VERSION="${AIGW_HELM_VERSION:-v3.22.0}"
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}/aigw"
HELM_DIR="$CACHE_ROOT/helm-$HELM_VERSION"
HELM_BIN="$HELM_DIR/bin/helm"

log() { printf '[helm] %s\n' "$*" >&2; }
die() { printf '[helm] ERROR: %s\n' "$*" >&2; exit 1; }

build() {
  command -v go >/dev/null 2>&1 || die "Go is required to build helm (or set AIGW_HELM to a helm binary)"
  local gobin; gobin="$(mktemp -d)"
  log "building helm $HELM_VERSION with go install (first run only)"
  CGO_ENABLED=0 GOBIN="$gobin" go install -trimpath \
    -ldflags "-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION -X helm.sh/helm/v3/internal/version.gitTreeState=clean" \
    "helm.sh/helm/v3/cmd/helm@$HELM_VERSION"
  mkdir -p "$HELM_DIR/bin"
  mv "$gobin/helm" "$HELM_BIN.tmp"
  rmdir "$gobin"
  mv "$HELM_BIN.tmp" "$HELM_BIN"
  log "helm ready at $HELM_BIN"
}

if [[ -n "${AIGW_HELM:-}" ]]; then
  [[ -x "$AIGW_HELM" ]] || die "AIGW_HELM=$AIGW_HELM is not an executable"
  echo "$AIGW_HELM"
  exit 0
fi
mkdir -p "$HELM_DIR"
# One builder at a time: two test files may ask on a fresh machine.
exec 9>"$HELM_DIR/.lock"
flock 9
[[ -x "$HELM_BIN" ]] || build
flock -u 9
echo "$HELM_BIN"
