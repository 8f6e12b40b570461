#!/usr/bin/env bash
# Prints the path of a helm binary of the pinned version, building it on first use.
#
#   scripts/helm/provision-helm.sh            prints e.g. ~/.cache/aigw/helm-v3.22.0/bin/helm
#
# AIGW_HELM (a helm binary to use as it is) wins over the cache. Otherwise helm is built from its Go
# module (scripts/go-tool.sh): about a minute of downloads and a few of compiling on a small machine,
# once. The version is stamped in as helm's own release build does, so `helm version` names it.
set -euo pipefail
source "$(dirname "$0")/../go-tool.sh"

HELM_VERSION="${AIGW_HELM_VERSION:-v3.22.0}"
provision_go_tool helm "$HELM_VERSION" helm.sh/helm/v3/cmd/helm \
  "-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION -X helm.sh/helm/v3/internal/version.gitTreeState=clean" AIGW_HELM
