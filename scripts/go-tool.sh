# Sourced by the provision-*.sh scripts: prints the path of a Go tool of a pinned version, built on
# first use with `go install` into ${AIGW_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/aigw}/<name>-<version>/bin
# and reused on later runs, so a CI run on an empty HOME builds it once. An override variable naming a
# binary to use as it is wins over the cache.
#
#   provision_go_tool NAME VERSION MODULE LDFLAGS OVERRIDE_VAR
provision_go_tool() {
  local name="$1" version="$2" module="$3" ldflags="$4" override_var="$5"
  local override="${!override_var:-}"
  local cache_root="${AIGW_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/aigw}"
  local dir="$cache_root/$name-$version"
  local bin="$dir/bin/$name"
  if [[ -n "$override" ]]; then
    [[ -x "$override" ]] || { printf '[%s] ERROR: %s=%s is not an executable\n' "$name" "$override_var" "$override" >&2; exit 1; }
    echo "$override"
    return
  fi
  mkdir -p "$dir"
  # One builder at a time: two test files or builds may ask on a fresh machine.
  exec 9>"$dir/.lock"
  flock 9
  if [[ ! -x "$bin" ]]; then
    command -v go >/dev/null 2>&1 || { printf '[%s] ERROR: Go is required to build %s (or set %s to a %s binary)\n' "$name" "$name" "$override_var" "$name" >&2; exit 1; }
    local gobin; gobin="$(mktemp -d)"
    printf '[%s] building %s %s with go install (first run only)\n' "$name" "$name" "$version" >&2
    CGO_ENABLED=0 GOBIN="$gobin" go install -trimpath -ldflags "$ldflags" "$module@$version"
    mkdir -p "$dir/bin"
    mv "$gobin/$name" "$bin.tmp"
    rmdir "$gobin"
    mv "$bin.tmp" "$bin"
    printf '[%s] %s ready at %s\n' "$name" "$name" "$bin" >&2
  fi
  flock -u 9
  echo "$bin"
}
