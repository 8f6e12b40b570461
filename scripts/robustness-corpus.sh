#!/usr/bin/env bash
# Installs the Debian packages whose text the robustness suite (test/robustness/) feeds the
# pseudonymizer engine: translated manual pages and fortune cookies in many languages. Package
# changelogs come with every installed package. Idempotent and quiet: installs only what is
# missing, prints nothing when everything is there. Runs unattended (CI=true, no stdin); needs
# root (or password-less sudo) only when something is missing. Keeps nothing outside the system's
# own package directories.
set -euo pipefail

# One line per corpus; the suite reads these packages' files under /usr/share/man/<lang>/ and
# /usr/share/games/fortunes/. Keep in step with test/robustness/corpora/debian-packages.ts.
PACKAGES=(
  manpages-de manpages-fr manpages-es manpages-pt-br manpages-pl manpages-it manpages-ru
  manpages-ja manpages-uk manpages-cs manpages-nl manpages-tr manpages-el manpages-vi
  fortunes-min fortunes fortunes-de fortunes-es fortunes-it fortunes-ru fortunes-pl fortunes-cs
  fortunes-bg fortunes-zh fortunes-eo fortunes-ga fortunes-br
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
  [ "$status" = "install ok installed" ] || missing+=("$pkg")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
apt_install robustness-corpus.sh "${missing[@]}"
