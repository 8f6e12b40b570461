# Sourced, not run: `source scripts/apt-install.sh`, then `apt_install <caller> <package>...`.
# Installs Debian packages unattended (CI=true, no stdin) for the scripts that provision what the
# test suites need (test/support/*.sh, scripts/robustness-corpus.sh). Needs root or password-less
# sudo, and says so (naming the caller and the packages) when it has neither. Package lists may be
# missing or stale on a fresh machine: they are refreshed once, only when an install fails. The
# output of apt-get goes to a temporary log and is shown (its tail, on stderr) only on failure, so
# callers keep stdout for what they print.

# apt_install <caller> <package>... ; returns non-zero (after explaining on stderr) on failure.
apt_install() {
  local caller="$1"
  shift
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      as_root=(sudo -n)
    else
      echo "$caller: $* is not installed and installing it needs root (apt-get install $*)" >&2
      return 1
    fi
  fi
  local log
  log="$(mktemp)"
  local install=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@")
  if ! "${install[@]}" >"$log" 2>&1 &&
    ! { "${as_root[@]}" apt-get update -qq >>"$log" 2>&1 && "${install[@]}" >>"$log" 2>&1; }; then
    echo "$caller: apt-get install $* failed:" >&2
    tail -n 30 "$log" >&2
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
}

# ensure_binary <caller> <package> <binary>... ; prints the path of the first binary found on PATH,
# installing <package> first when none is. For the test servers (Redis, ClickHouse) a suite starts.
ensure_binary() {
  local caller="$1" package="$2"
  shift 2
  local bin
  for bin in "$@"; do
    if command -v "$bin" >/dev/null 2>&1; then command -v "$bin"; return 0; fi
  done
  apt_install "$caller" "$package" || return 1
  for bin in "$@"; do
    if command -v "$bin" >/dev/null 2>&1; then command -v "$bin"; return 0; fi
  done
  echo "$caller: $package installed but none of $* is on PATH" >&2
  return 1
}
