#!/usr/bin/env bash
# A real Kubernetes control plane (kube-apiserver + etcd, no kubelet, no controllers) for the
# integration suite and the operator benchmark, in the style of controller-runtime's envtest.
#
#   control-plane.sh provision        build or locate the binaries; prints the directory holding them
#   control-plane.sh start STATE_DIR  start etcd + kube-apiserver on 127.0.0.1 with free ports; writes
#                                     STATE_DIR/kubeconfig, STATE_DIR/env (SERVER, TOKEN, CA_FILE) and pid files
#   control-plane.sh stop STATE_DIR   stop what `start` started and remove STATE_DIR
#
# AIGW_KUBE_APISERVER_ARGS adds flags to kube-apiserver (e.g. --watch-cache=false, so watches read
# etcd directly and an etcd compaction answers old resourceVersions with 410 Gone); STATE_DIR/env
# also names ETCD_SERVER, etcd's client URL.
#
# KUBEBUILDER_ASSETS (a directory holding kube-apiserver and etcd, the envtest convention) wins over
# the cache. Otherwise both are built from Go modules into
# ${XDG_CACHE_HOME:-$HOME/.cache}/aigw/k8s-<version>/bin and reused on later runs:
# kube-apiserver from k8s.io/kubernetes (a wrapper module that replaces every staging module with its
# published v0.X.Y, because `go install k8s.io/kubernetes/...@v1.X.Y` refuses replace directives),
# etcd from go.etcd.io/etcd/server/v3 at the version that same k8s release pins.
set -euo pipefail

K8S_VERSION="${AIGW_K8S_VERSION:-v1.34.4}"
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}/aigw"
ASSETS_DIR="$CACHE_ROOT/k8s-$K8S_VERSION"

log() { printf '[control-plane] %s\n' "$*" >&2; }
die() { printf '[control-plane] ERROR: %s\n' "$*" >&2; exit 1; }

have_assets() { [[ -x "$1/kube-apiserver" && -x "$1/etcd" ]]; }

# curl (readiness probes) and openssl (the service-account key), from Debian when missing.
ensure_tools() {
  local missing=()
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  command -v openssl >/dev/null 2>&1 || missing+=(openssl)
  command -v node >/dev/null 2>&1 || die "node is required"
  ((${#missing[@]} == 0)) && return 0
  log "installing ${missing[*]} with apt-get"
  local sudo=""; [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# The staging modules k/k requires at v0.0.0 are exactly those it replaces with ./staging/src/...;
# reading them from its go.mod keeps the wrapper right for any pinned release.
staging_modules() {
  local modfile="$1"
  sed -n 's#^[[:space:]]*\(k8s\.io/[a-z0-9-]*\) => \./staging/src/.*#\1#p' "$modfile" | sort -u
}

build_assets() {
  command -v go >/dev/null 2>&1 || die "Go is required to build kube-apiserver and etcd (or set KUBEBUILDER_ASSETS)"
  local src="$ASSETS_DIR/src" bin="$ASSETS_DIR/bin"
  local minor="${K8S_VERSION#v1.}"; minor="${minor%%.*}"
  local patch="${K8S_VERSION##*.}"
  local staging_version="v0.$minor.$patch"
  mkdir -p "$src/cmd/etcd" "$bin"

  log "resolving k8s.io/kubernetes $K8S_VERSION"
  local kmod
  kmod="$(cd "$src" && go mod download -json "k8s.io/kubernetes@$K8S_VERSION" \
    | sed -n 's/^[[:space:]]*"GoMod": "\(.*\)",$/\1/p')"
  [[ -f "$kmod" ]] || die "could not download the go.mod of k8s.io/kubernetes@$K8S_VERSION"
  local etcd_version
  etcd_version="$(sed -n 's#^[[:space:]]*go\.etcd\.io/etcd/server/v3 \(v[0-9.]*\).*#\1#p' "$kmod" | head -1)"
  [[ -n "$etcd_version" ]] || die "k8s.io/kubernetes@$K8S_VERSION does not pin go.etcd.io/etcd/server/v3"

  {
    echo "module aigw.dev/control-plane"
    echo
    echo "go 1.24.0"
    echo
    echo "require ("
    echo "	k8s.io/kubernetes $K8S_VERSION"
    echo "	go.etcd.io/etcd/server/v3 $etcd_version"
    echo ")"
    echo
    echo "replace ("
    staging_modules "$kmod" | while read -r m; do echo "	$m => $m $staging_version"; done
    echo ")"
  } > "$src/go.mod"
  cat > "$src/tools.go" <<'EOF'
//go:build tools

package tools

import _ "k8s.io/kubernetes/cmd/kube-apiserver"
EOF
  cat > "$src/cmd/etcd/main.go" <<'EOF'
// etcd, built from the server module the pinned Kubernetes release uses.
package main

import (
	"os"

	"go.etcd.io/etcd/server/v3/etcdmain"
)

func main() { etcdmain.Main(os.Args) }
EOF

  log "go mod tidy (first run downloads a few hundred modules)"
  (cd "$src" && GOFLAGS=-mod=mod go mod tidy)

  local pkg="k8s.io/component-base/version"
  local ldflags="-s -w -X $pkg.gitVersion=$K8S_VERSION -X $pkg.gitMajor=1 -X $pkg.gitMinor=$minor"
  ldflags+=" -X $pkg.gitTreeState=clean -X $pkg.buildDate=1970-01-01T00:00:00Z"
  log "building kube-apiserver $K8S_VERSION (many minutes on a small machine)"
  (cd "$src" && go build -trimpath -ldflags "$ldflags" -o "$bin/kube-apiserver.tmp" k8s.io/kubernetes/cmd/kube-apiserver)
  log "building etcd $etcd_version"
  (cd "$src" && go build -trimpath -ldflags "-s -w" -o "$bin/etcd.tmp" ./cmd/etcd)
  mv "$bin/kube-apiserver.tmp" "$bin/kube-apiserver"
  mv "$bin/etcd.tmp" "$bin/etcd"
  log "binaries ready in $bin"
}

provision() {
  if [[ -n "${KUBEBUILDER_ASSETS:-}" ]]; then
    have_assets "$KUBEBUILDER_ASSETS" || die "KUBEBUILDER_ASSETS=$KUBEBUILDER_ASSETS lacks kube-apiserver and etcd"
    echo "$KUBEBUILDER_ASSETS"
    return
  fi
  mkdir -p "$ASSETS_DIR"
  # One builder at a time: the suite and the benchmark may both ask on a fresh machine.
  exec 9>"$ASSETS_DIR/.lock"
  flock 9
  have_assets "$ASSETS_DIR/bin" || build_assets
  flock -u 9
  echo "$ASSETS_DIR/bin"
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

wait_ready() {
  local url="$1" token="$2" ca="$3" pid="$4" what="$5" deadline=$((SECONDS + ${AIGW_CONTROL_PLANE_TIMEOUT:-120}))
  while (( SECONDS < deadline )); do
    kill -0 "$pid" 2>/dev/null || return 1
    if [[ -z "$token" ]]; then
      curl -fsS "$url" >/dev/null 2>&1 && return 0
    elif [[ -f "$ca" ]]; then
      curl -fsS --cacert "$ca" -H "Authorization: Bearer $token" "$url" >/dev/null 2>&1 && return 0
    fi
    sleep 0.3
  done
  log "$what did not become ready at $url"
  return 1
}

start() {
  local state="${1:?usage: control-plane.sh start STATE_DIR}"
  ensure_tools
  local assets; assets="$(provision)"
  mkdir -p "$state/etcd-data" "$state/certs"
  state="$(cd "$state" && pwd)"

  local etcd_port api_port
  etcd_port="$(free_port)"; api_port="$(free_port)"
  while [[ "$api_port" == "$etcd_port" ]]; do api_port="$(free_port)"; done

  log "starting etcd on 127.0.0.1:$etcd_port"
  setsid "$assets/etcd" --data-dir="$state/etcd-data" \
    --listen-client-urls="http://127.0.0.1:$etcd_port" --advertise-client-urls="http://127.0.0.1:$etcd_port" \
    --listen-peer-urls="http://127.0.0.1:0" --unsafe-no-fsync --log-level=warn \
    >"$state/etcd.log" 2>&1 &
  echo $! > "$state/etcd.pid"
  if ! wait_ready "http://127.0.0.1:$etcd_port/health" "" "" "$(cat "$state/etcd.pid")" etcd; then
    tail -n 30 "$state/etcd.log" >&2 || true
    stop "$state"; die "etcd failed to start"
  fi

  local token; token="$(node -e 'console.log(require("crypto").randomBytes(24).toString("hex"))')"
  echo "$token,admin,admin-uid,\"system:masters\"" > "$state/tokens.csv"
  openssl genrsa -out "$state/certs/sa.key" 2048 2>/dev/null
  openssl rsa -in "$state/certs/sa.key" -pubout -out "$state/certs/sa.pub" 2>/dev/null

  log "starting kube-apiserver on 127.0.0.1:$api_port"
  setsid "$assets/kube-apiserver" \
    --etcd-servers="http://127.0.0.1:$etcd_port" \
    --secure-port="$api_port" --bind-address=127.0.0.1 --advertise-address=127.0.0.1 \
    --cert-dir="$state/certs" --token-auth-file="$state/tokens.csv" \
    --authorization-mode=RBAC --allow-privileged=true \
    --service-cluster-ip-range=10.0.0.0/24 --disable-admission-plugins=ServiceAccount \
    --service-account-issuer="https://127.0.0.1:$api_port/" \
    --service-account-key-file="$state/certs/sa.pub" \
    --service-account-signing-key-file="$state/certs/sa.key" \
    ${AIGW_KUBE_APISERVER_ARGS:-} \
    >"$state/kube-apiserver.log" 2>&1 &
  echo $! > "$state/kube-apiserver.pid"
  local ca="$state/certs/apiserver.crt"
  if ! wait_ready "https://127.0.0.1:$api_port/readyz" "$token" "$ca" "$(cat "$state/kube-apiserver.pid")" kube-apiserver; then
    tail -n 40 "$state/kube-apiserver.log" >&2 || true
    stop "$state"; die "kube-apiserver failed to start"
  fi

  local server="https://127.0.0.1:$api_port"
  cat > "$state/kubeconfig" <<EOF
apiVersion: v1
kind: Config
clusters:
- name: aigw-test
  cluster:
    server: $server
    certificate-authority-data: $(base64 -w0 < "$ca")
users:
- name: admin
  user:
    token: $token
contexts:
- name: aigw-test
  context: {cluster: aigw-test, user: admin}
current-context: aigw-test
EOF
  printf 'SERVER=%s\nTOKEN=%s\nCA_FILE=%s\nKUBECONFIG=%s\nETCD_SERVER=%s\n' "$server" "$token" "$ca" "$state/kubeconfig" "http://127.0.0.1:$etcd_port" > "$state/env"
  log "ready: $server (kubeconfig $state/kubeconfig)"
}

stop_pid_file() {
  local f="$1"
  [[ -f "$f" ]] || return 0
  local pid; pid="$(cat "$f")"
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -f "$f"
}

stop() {
  local state="${1:?usage: control-plane.sh stop STATE_DIR}"
  [[ -d "$state" ]] || return 0
  stop_pid_file "$state/kube-apiserver.pid"
  stop_pid_file "$state/etcd.pid"
  rm -rf "$state"
}

case "${1:-}" in
  provision) provision ;;
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  *) echo "usage: $0 provision | start STATE_DIR | stop STATE_DIR" >&2; exit 2 ;;
esac
