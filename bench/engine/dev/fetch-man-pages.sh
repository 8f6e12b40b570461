#!/usr/bin/env bash
# Fetches Debian's manual pages in English and in translation, for the man-page-authors part of
# `npm run eval:dev`: their AUTHOR and translation sections name real people inside sentences of
# the page's language ("Die deutsche Übersetzung … wurde von Jörg Müller <…> erstellt").
# Only the .deb archives are downloaded (nothing is installed); each package's usr/share/man tree
# is unpacked under $1 (default /tmp/aigw-dev-man-pages), so <dir>/usr/share/man/<lang>/man1/….
set -euo pipefail
out="${1:-/tmp/aigw-dev-man-pages}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
packages=(
  manpages manpages-de manpages-fr manpages-es manpages-pt-br manpages-pl manpages-it manpages-nl
  manpages-cs manpages-ro manpages-hu manpages-fi manpages-da manpages-sv manpages-nb manpages-id
  # The English originals of the pages most translated: their AUTHOR section says "Written by
  # A, B, and C.", the names the translations copy into their own sentences.
  coreutils findutils diffutils grep sed gzip tar util-linux procps psmisc e2fsprogs man-db
  bsdutils mount passwd login
)
cd "$work"
for p in "${packages[@]}"; do apt-get download "$p" >/dev/null 2>&1 || echo "not available: $p" >&2; done
mkdir -p "$out"
for deb in ./*.deb; do
  dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$out" --wildcards './usr/share/man/*' 2>/dev/null || true
done
echo "manual pages under $out: $(find "$out" -name '*.gz' | wc -l)"
