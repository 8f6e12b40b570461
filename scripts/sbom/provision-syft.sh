#!/usr/bin/env bash
# Prints the path of a syft binary of the pinned version, building it on first use.
#
#   scripts/sbom/provision-syft.sh            prints e.g. ~/.cache/aigw/syft-v1.57.1/bin/syft
#
# AIGW_SYFT (a syft binary to use as it is) wins over the cache. Otherwise syft is built from its Go
# module (scripts/go-tool.sh), once. The version is stamped in as syft's release build does, so the
# SBOMs it writes name the tool version.
set -euo pipefail
source "$(dirname "$0")/../go-tool.sh"

SYFT_VERSION="${AIGW_SYFT_VERSION:-v1.57.1}"
provision_go_tool syft "$SYFT_VERSION" github.com/anchore/syft/cmd/syft "-s -w -X main.version=${SYFT_VERSION#v}" AIGW_SYFT
