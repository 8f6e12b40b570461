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

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "robustness-corpus.sh: missing ${missing[*]}; installing them needs root (apt-get install)" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
install() { "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$log" 2>&1; }
# Package lists may be missing or stale on a fresh machine: refresh them once, only if needed.
if ! install && ! { "${as_root[@]}" apt-get update -qq >>"$log" 2>&1 && install; }; then
  echo "robustness-corpus.sh: apt-get install ${missing[*]} failed:" >&2
  tail -n 30 "$log" >&2
  exit 1
fi
