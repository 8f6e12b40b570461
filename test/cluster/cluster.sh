#!/usr/bin/env bash
# A real single-node Kubernetes cluster on this machine, for the in-cluster suite and the README
# quickstart: etcd + kube-apiserver, kube-controller-manager, kube-scheduler, kubelet, kube-proxy
# (iptables), containerd + runc, a CNI bridge and CoreDNS. No Docker, no registry: images are
# imported into containerd with `ctr -n k8s.io images import`.
#
#   cluster.sh provision        install the Debian packages, build or locate the binaries and the
#                               pause image; prints the directory holding the binaries
#   cluster.sh up [STATE_DIR]   start everything, wait for the node and DNS; the last line printed
#                               is the path of an admin kubeconfig
#   cluster.sh down [STATE_DIR] stop everything `up` started (by pid), remove its iptables rules,
#                               bridge, network namespaces and mounts, restore ip_forward
#   cluster.sh env [STATE_DIR]  print KUBECONFIG=…, KUBECTL=…, CTR=… lines for scripts
#
# STATE_DIR defaults to $AIGW_CLUSTER_DIR or /tmp/aigw-cluster. One cluster per machine: the bridge,
# its subnet and the DNS address are host-wide.
#
# Binaries: AIGW_CLUSTER_ASSETS (a directory holding every binary below, optionally pause.tar) wins; otherwise each binary
# is taken from KUBEBUILDER_ASSETS when it is there, else from the cache
# ${XDG_CACHE_HOME:-$HOME/.cache}/aigw/k8s-<version>/bin that test/integration/control-plane.sh
# fills. The node binaries are built from the same wrapper Go module as kube-apiserver, CoreDNS
# with `go install`. Must run as root (it configures networking, cgroups and mounts).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
K8S_VERSION="${AIGW_K8S_VERSION:-v1.34.4}"
COREDNS_VERSION="${AIGW_COREDNS_VERSION:-v1.14.7}"
PAUSE_REF="registry.k8s.io/pause:3.10.1" # containerd's sandbox_image
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}/aigw"
ASSETS_DIR="$CACHE_ROOT/k8s-$K8S_VERSION"
STATE="${2:-${AIGW_CLUSTER_DIR:-/tmp/aigw-cluster}}"

BRIDGE="aigw0"
POD_CIDR="10.88.0.0/16"
BRIDGE_IP="10.88.0.1" # the pods' gateway; CoreDNS listens here, so it is the cluster DNS address
SERVICE_CIDR="10.0.0.0/24"
FIRST_SERVICE_IP="10.0.0.1"
NODE_NAME="aigw-node"

NODE_BINARIES=(kubelet kube-controller-manager kube-scheduler kube-proxy kubectl)
ALL_BINARIES=(etcd kube-apiserver "${NODE_BINARIES[@]}" coredns)
PACKAGES=(containerd runc containernetworking-plugins iptables conntrack socat iproute2 curl openssl gcc libc6-dev)

log() { printf '[cluster] %s\n' "$*" >&2; }
die() { printf '[cluster] ERROR: %s\n' "$*" >&2; exit 1; }

# ---------------------------------------------------------------------------------------------
# provision

ensure_packages() {
  local missing=() p
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  ((${#missing[@]} == 0)) && return 0
  command -v apt-get >/dev/null 2>&1 || die "missing packages ${missing[*]} and no apt-get to install them"
  log "installing ${missing[*]} with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Adds the node commands to the wrapper module's tools.go so `go mod tidy` records their
# dependencies, then builds each with the version ldflags control-plane.sh uses for kube-apiserver.
build_node_binaries() {
  local src="$ASSETS_DIR/src" bin="$ASSETS_DIR/bin"
  [[ -f "$src/go.mod" ]] || die "$src/go.mod is missing: control-plane.sh provision did not create the wrapper module"
  local minor="${K8S_VERSION#v1.}"; minor="${minor%%.*}"
  {
    echo '//go:build tools'
    echo
    echo 'package tools'
    echo
    echo 'import ('
    echo '	_ "k8s.io/kubernetes/cmd/kube-apiserver"'
    local c; for c in "${NODE_BINARIES[@]}"; do echo "	_ \"k8s.io/kubernetes/cmd/$c\""; done
    echo ')'
  } > "$src/tools.go"
  log "go mod tidy for the node commands"
  (cd "$src" && GOFLAGS=-mod=mod go mod tidy)
  local pkg="k8s.io/component-base/version"
  local ldflags="-s -w -X $pkg.gitVersion=$K8S_VERSION -X $pkg.gitMajor=1 -X $pkg.gitMinor=$minor"
  ldflags+=" -X $pkg.gitTreeState=clean -X $pkg.buildDate=1970-01-01T00:00:00Z"
  for c in "${NODE_BINARIES[@]}"; do
    [[ -x "$bin/$c" ]] && continue
    log "building $c $K8S_VERSION"
    (cd "$src" && go build -trimpath -ldflags "$ldflags" -o "$bin/$c.tmp" "k8s.io/kubernetes/cmd/$c")
    mv "$bin/$c.tmp" "$bin/$c"
  done
}

build_coredns() {
  local bin="$ASSETS_DIR/bin"
  log "building coredns $COREDNS_VERSION"
  local gobin; gobin="$(mktemp -d)"
  CGO_ENABLED=0 GOBIN="$gobin" go install -trimpath -ldflags "-s -w" "github.com/coredns/coredns@$COREDNS_VERSION"
  mv "$gobin/coredns" "$bin/coredns"
  rmdir "$gobin"
}

# The sandbox image every pod starts with, from Kubernetes' own pause.c in the module cache.
build_pause_image() {
  local out="$ASSETS_DIR/images/pause.tar"
  [[ -f "$out" ]] && return 0
  local kdir
  kdir="$(cd "$ASSETS_DIR/src" && go mod download -json "k8s.io/kubernetes@$K8S_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [[ -f "$kdir/build/pause/linux/pause.c" ]] || die "pause.c not found in k8s.io/kubernetes@$K8S_VERSION"
  mkdir -p "$ASSETS_DIR/images"
  local work; work="$(mktemp -d)"
  gcc -Os -static -o "$work/pause" -DVERSION="${PAUSE_REF##*:}" "$kdir/build/pause/linux/pause.c"
  strip "$work/pause" 2>/dev/null || true
  node "$HERE/oci-image.js" --ref "$PAUSE_REF" --out "$out.tmp" --entrypoint /pause --user 65535 --file "/pause=$work/pause" >&2
  mv "$out.tmp" "$out"
  rm -rf "$work"
}

assets_complete() { local b; for b in "${ALL_BINARIES[@]}"; do [[ -x "$1/$b" ]] || return 1; done; }

# The sandbox image: AIGW_CLUSTER_ASSETS/pause.tar when given, else built into the cache.
pause_tar() {
  if [[ -n "${AIGW_CLUSTER_ASSETS:-}" && -f "$AIGW_CLUSTER_ASSETS/pause.tar" ]]; then echo "$AIGW_CLUSTER_ASSETS/pause.tar"; return; fi
  echo "$ASSETS_DIR/images/pause.tar"
}

# Where each binary comes from: AIGW_CLUSTER_ASSETS, then KUBEBUILDER_ASSETS, then the cache.
binary() {
  local name="$1"
  if [[ -n "${AIGW_CLUSTER_ASSETS:-}" ]]; then echo "$AIGW_CLUSTER_ASSETS/$name"; return; fi
  if [[ -n "${KUBEBUILDER_ASSETS:-}" && -x "$KUBEBUILDER_ASSETS/$name" ]]; then echo "$KUBEBUILDER_ASSETS/$name"; return; fi
  echo "$ASSETS_DIR/bin/$name"
}

provision() {
  [[ $(id -u) -eq 0 ]] || die "the cluster configures networking, cgroups and mounts: run as root"
  command -v node >/dev/null 2>&1 || die "node is required"
  ensure_packages
  if [[ -n "${AIGW_CLUSTER_ASSETS:-}" ]]; then
    assets_complete "$AIGW_CLUSTER_ASSETS" || die "AIGW_CLUSTER_ASSETS=$AIGW_CLUSTER_ASSETS lacks one of ${ALL_BINARIES[*]}"
  else
    # kube-apiserver and etcd (and the wrapper module) come from the control plane's provisioner.
    "$REPO/test/integration/control-plane.sh" provision >/dev/null
    command -v go >/dev/null 2>&1 || die "Go is required to build the node binaries (or set AIGW_CLUSTER_ASSETS)"
    mkdir -p "$ASSETS_DIR/bin"
    exec 9>"$ASSETS_DIR/.lock"
    flock 9
    local b need=0
    for b in "${NODE_BINARIES[@]}"; do [[ -x "$(binary "$b")" ]] || need=1; done
    ((need)) && build_node_binaries
    [[ -x "$(binary coredns)" ]] || build_coredns
    flock -u 9
  fi
  if [[ ! -f "$(pause_tar)" ]]; then
    mkdir -p "$ASSETS_DIR"
    exec 9>"$ASSETS_DIR/.lock"
    flock 9
    build_pause_image
    flock -u 9
  fi
  local b; for b in "${ALL_BINARIES[@]}"; do [[ -x "$(binary "$b")" ]] || die "$b is missing at $(binary "$b")"; done
  echo "$ASSETS_DIR/bin"
}

# ---------------------------------------------------------------------------------------------
# up

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# Starts a daemon in its own session so its pid file holds the daemon's own pid.
start_daemon() {
  local name="$1"; shift
  log "starting $name"
  setsid "$@" >"$STATE/logs/$name.log" 2>&1 < /dev/null &
  echo $! > "$STATE/pids/$name.pid"
}

alive() { kill -0 "$(cat "$STATE/pids/$1.pid")" 2>/dev/null; }

# Waits until CMD succeeds while daemon NAME is alive; on failure prints its log and fails.
wait_for() {
  local name="$1" what="$2" timeout="$3"; shift 3
  local deadline=$((SECONDS + timeout))
  while (( SECONDS < deadline )); do
    alive "$name" || { tail -n 40 "$STATE/logs/$name.log" >&2; die "$name exited while waiting for $what"; }
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  tail -n 40 "$STATE/logs/$name.log" >&2
  die "timed out after ${timeout}s waiting for $what"
}

service_rules_present() { iptables-save -t nat | grep -q 'default/kubernetes:https cluster IP'; }

node_ip() { ip -4 route get 1.1.1.1 2>/dev/null | sed -n 's/.* src \([0-9.]*\).*/\1/p' | head -1; }

make_certs() {
  local c="$STATE/certs" ip="$1"
  openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=aigw-test-ca" \
    -keyout "$c/ca.key" -out "$c/ca.crt" 2>/dev/null
  cat > "$c/apiserver.ext" <<EOF
subjectAltName = IP:127.0.0.1, IP:$ip, IP:$FIRST_SERVICE_IP, DNS:localhost, DNS:kubernetes, DNS:kubernetes.default, DNS:kubernetes.default.svc, DNS:kubernetes.default.svc.cluster.local
extendedKeyUsage = serverAuth
EOF
  openssl req -newkey rsa:2048 -nodes -subj "/CN=kube-apiserver" -keyout "$c/apiserver.key" -out "$c/apiserver.csr" 2>/dev/null
  openssl x509 -req -in "$c/apiserver.csr" -CA "$c/ca.crt" -CAkey "$c/ca.key" -CAcreateserial -days 30 \
    -extfile "$c/apiserver.ext" -out "$c/apiserver.crt" 2>/dev/null
  openssl genrsa -out "$c/sa.key" 2048 2>/dev/null
  openssl rsa -in "$c/sa.key" -pubout -out "$c/sa.pub" 2>/dev/null
}

write_kubeconfig() {
  local server="$1" token="$2"
  cat > "$STATE/kubeconfig" <<EOF
apiVersion: v1
kind: Config
clusters:
- name: aigw-test
  cluster:
    server: $server
    certificate-authority-data: $(base64 -w0 < "$STATE/certs/ca.crt")
users:
- name: admin
  user:
    token: $token
contexts:
- name: aigw-test
  context: {cluster: aigw-test, user: admin}
current-context: aigw-test
EOF
  chmod 600 "$STATE/kubeconfig"
}

write_containerd_config() {
  cat > "$STATE/containerd/config.toml" <<EOF
version = 2
root = "$STATE/containerd/root"
state = "$STATE/containerd/state"
[grpc]
  address = "$STATE/containerd/containerd.sock"
[ttrpc]
  address = "$STATE/containerd/containerd-ttrpc.sock"
[debug]
  level = "warn"
[metrics]
  address = ""
[plugins."io.containerd.grpc.v1.cri"]
  sandbox_image = "$PAUSE_REF"
  # root here lacks CAP_SYS_RESOURCE: without this runc cannot lower oom_score_adj and every
  # sandbox fails with "can't get final child's PID from pipe: EOF".
  restrict_oom_score_adj = true
  [plugins."io.containerd.grpc.v1.cri".cni]
    bin_dir = "/usr/lib/cni"
    conf_dir = "$STATE/cni"
  [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]
    runtime_type = "io.containerd.runc.v2"
    [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]
      SystemdCgroup = false
EOF
  cat > "$STATE/cni/10-aigw.conflist" <<EOF
{
  "cniVersion": "1.0.0",
  "name": "aigw",
  "plugins": [
    {
      "type": "bridge", "bridge": "$BRIDGE", "isGateway": true, "ipMasq": true, "hairpinMode": true,
      "ipam": {
        "type": "host-local", "dataDir": "$STATE/cni-ipam",
        "ranges": [[{"subnet": "$POD_CIDR", "gateway": "$BRIDGE_IP"}]],
        "routes": [{"dst": "0.0.0.0/0"}]
      }
    },
    {"type": "portmap", "capabilities": {"portMappings": true}}
  ]
}
EOF
}

up() {
  [[ ! -e "$STATE/pids" ]] || die "a cluster is already up in $STATE (run: cluster.sh down $STATE)"
  ! ip link show "$BRIDGE" >/dev/null 2>&1 || die "bridge $BRIDGE exists: another cluster is up on this machine (cluster.sh down)"
  local started=$SECONDS
  provision >/dev/null
  mkdir -p "$STATE"/{pids,logs,certs,etcd-data,containerd,cni,cni-ipam,kubelet,kubelet-pods-logs}
  STATE="$(cd "$STATE" && pwd)"
  trap 'rc=$?; if ((rc)); then log "up failed; tearing down"; down_all || true; fi' EXIT

  # Host settings changed while the cluster runs, restored by `down`.
  cat /proc/sys/net/ipv4/ip_forward > "$STATE/ip_forward.orig"
  ls /var/run/netns 2>/dev/null > "$STATE/netns.before" || true
  sysctl -qw net.ipv4.ip_forward=1
  modprobe br_netfilter 2>/dev/null || true
  [[ -e /proc/sys/net/bridge/bridge-nf-call-iptables ]] && sysctl -qw net.bridge.bridge-nf-call-iptables=1 || true

  # The bridge exists before any pod so CoreDNS can listen on the pods' gateway address; the CNI
  # bridge plugin adopts it.
  ip link add "$BRIDGE" type bridge
  ip addr add "$BRIDGE_IP/${POD_CIDR#*/}" dev "$BRIDGE"
  ip link set "$BRIDGE" up

  local ip; ip="$(node_ip)"; [[ -n "$ip" ]] || die "cannot find this node's IP address"
  make_certs "$ip"
  local etcd_port api_port kubelet_port kubelet_healthz proxy_healthz proxy_metrics kcm_port sched_port
  etcd_port="$(free_port)"; api_port="$(free_port)"; kubelet_port="$(free_port)"; kubelet_healthz="$(free_port)"
  proxy_healthz="$(free_port)"; proxy_metrics="$(free_port)"; kcm_port="$(free_port)"; sched_port="$(free_port)"
  local token; token="$(node -e 'console.log(require("crypto").randomBytes(24).toString("hex"))')"
  echo "$token,admin,admin-uid,\"system:masters\"" > "$STATE/certs/tokens.csv"
  local server="https://$ip:$api_port"
  write_kubeconfig "$server" "$token"
  local kc="$STATE/kubeconfig"

  start_daemon etcd "$(binary etcd)" --data-dir="$STATE/etcd-data" \
    --listen-client-urls="http://127.0.0.1:$etcd_port" --advertise-client-urls="http://127.0.0.1:$etcd_port" \
    --listen-peer-urls="http://127.0.0.1:0" --unsafe-no-fsync --log-level=warn
  wait_for etcd "etcd health" 60 curl -fsS "http://127.0.0.1:$etcd_port/health"

  start_daemon kube-apiserver "$(binary kube-apiserver)" \
    --etcd-servers="http://127.0.0.1:$etcd_port" \
    --secure-port="$api_port" --bind-address=0.0.0.0 --advertise-address="$ip" \
    --tls-cert-file="$STATE/certs/apiserver.crt" --tls-private-key-file="$STATE/certs/apiserver.key" \
    --client-ca-file="$STATE/certs/ca.crt" --token-auth-file="$STATE/certs/tokens.csv" \
    --authorization-mode=Node,RBAC --allow-privileged=true \
    --service-cluster-ip-range="$SERVICE_CIDR" \
    --enable-admission-plugins=ServiceAccount,NamespaceLifecycle,LimitRanger,DefaultStorageClass,ResourceQuota \
    --service-account-issuer="https://kubernetes.default.svc.cluster.local" \
    --service-account-key-file="$STATE/certs/sa.pub" \
    --service-account-signing-key-file="$STATE/certs/sa.key" \
    --kubelet-preferred-address-types=InternalIP
  wait_for kube-apiserver "kube-apiserver /readyz" 120 \
    curl -fsS --cacert "$STATE/certs/ca.crt" -H "Authorization: Bearer $token" "$server/readyz"

  start_daemon kube-controller-manager "$(binary kube-controller-manager)" \
    --kubeconfig="$kc" --authentication-kubeconfig="$kc" --authorization-kubeconfig="$kc" \
    --leader-elect=false --use-service-account-credentials=true \
    --service-account-private-key-file="$STATE/certs/sa.key" --root-ca-file="$STATE/certs/ca.crt" \
    --cluster-signing-cert-file="$STATE/certs/ca.crt" --cluster-signing-key-file="$STATE/certs/ca.key" \
    --allocate-node-cidrs=false --controllers='*,-nodeipam' \
    --bind-address=127.0.0.1 --secure-port="$kcm_port"
  start_daemon kube-scheduler "$(binary kube-scheduler)" \
    --kubeconfig="$kc" --authentication-kubeconfig="$kc" --authorization-kubeconfig="$kc" \
    --leader-elect=false --bind-address=127.0.0.1 --secure-port="$sched_port"

  write_containerd_config
  start_daemon containerd containerd --config "$STATE/containerd/config.toml"
  local ctr=(ctr --address "$STATE/containerd/containerd.sock" -n k8s.io)
  wait_for containerd "containerd" 30 "${ctr[@]}" version
  "${ctr[@]}" images import "$(pause_tar)" >/dev/null

  cat > "$STATE/kubelet-config.yaml" <<EOF
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
cgroupDriver: cgroupfs
failCgroupV1: false
failSwapOn: false
port: $kubelet_port
readOnlyPort: 0
healthzBindAddress: 127.0.0.1
healthzPort: $kubelet_healthz
clusterDomain: cluster.local
clusterDNS: ["$BRIDGE_IP"]
resolvConf: /etc/resolv.conf
authentication:
  anonymous: {enabled: true}
  webhook: {enabled: false}
authorization: {mode: AlwaysAllow}
# Imported images have no registry to come back from: never collect them.
imageGCHighThresholdPercent: 100
imageGCLowThresholdPercent: 99
evictionHard: {memory.available: "50Mi", nodefs.available: "1%", imagefs.available: "1%", nodefs.inodesFree: "1%"}
podLogsDir: $STATE/kubelet-pods-logs
containerRuntimeEndpoint: unix://$STATE/containerd/containerd.sock
maxPods: 60
serializeImagePulls: false
# Secret volumes (the gate's license) follow changes within seconds rather than a minute.
syncFrequency: 10s
EOF
  start_daemon kubelet "$(binary kubelet)" --config="$STATE/kubelet-config.yaml" --kubeconfig="$kc" \
    --root-dir="$STATE/kubelet" --cert-dir="$STATE/kubelet/pki" --hostname-override="$NODE_NAME" --node-ip="$ip"

  cat > "$STATE/kube-proxy-config.yaml" <<EOF
apiVersion: kubeproxy.config.k8s.io/v1alpha1
kind: KubeProxyConfiguration
mode: iptables
clusterCIDR: $POD_CIDR
hostnameOverride: $NODE_NAME
clientConnection: {kubeconfig: $kc}
healthzBindAddress: 127.0.0.1:$proxy_healthz
metricsBindAddress: 127.0.0.1:$proxy_metrics
conntrack: {maxPerCore: 0, min: 0, tcpEstablishedTimeout: 0s, tcpCloseWaitTimeout: 0s}
EOF
  start_daemon kube-proxy "$(binary kube-proxy)" --config="$STATE/kube-proxy-config.yaml"

  cat > "$STATE/Corefile" <<EOF
.:53 {
    bind $BRIDGE_IP
    errors
    kubernetes cluster.local in-addr.arpa ip6.arpa {
        kubeconfig $kc aigw-test
        pods insecure
        fallthrough in-addr.arpa ip6.arpa
    }
    forward . /etc/resolv.conf
    cache 5
}
EOF
  start_daemon coredns "$(binary coredns)" -conf "$STATE/Corefile"

  local kubectl=("$(binary kubectl)" --kubeconfig "$kc")
  wait_for kubelet "node $NODE_NAME Ready" 120 \
    "${kubectl[@]}" wait --for=condition=Ready "node/$NODE_NAME" --timeout=2s
  wait_for kube-controller-manager "the default ServiceAccount" 60 "${kubectl[@]}" get serviceaccount default -n default
  wait_for kube-proxy "the kubernetes Service rules" 60 service_rules_present
  wait_for coredns "CoreDNS answering" 60 node -e '
    const { Resolver } = require("dns").promises; const r = new Resolver(); r.setServers([process.argv[1]]);
    r.resolve4("kubernetes.default.svc.cluster.local").then((a) => process.exit(a.includes(process.argv[2]) ? 0 : 1), () => process.exit(1));
  ' "$BRIDGE_IP" "$FIRST_SERVICE_IP"

  trap - EXIT
  printf 'KUBECONFIG=%s\nKUBECTL=%s\nCTR_ADDRESS=%s\nNODE_IP=%s\nSERVER=%s\n' \
    "$kc" "$(binary kubectl)" "$STATE/containerd/containerd.sock" "$ip" "$server" > "$STATE/env"
  log "ready in $((SECONDS - started))s: node $NODE_NAME, API $server"
  echo "$kc"
}

# ---------------------------------------------------------------------------------------------
# down

stop_daemon() {
  local f="$STATE/pids/$1.pid"
  [[ -f "$f" ]] || return 0
  local pid; pid="$(cat "$f")"
  if kill -0 "$pid" 2>/dev/null; then
    local t0=$SECONDS
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$pid" 2>/dev/null; then
      log "$1 still running after $((SECONDS - t0))s: SIGKILL"
      kill -9 "$pid" 2>/dev/null || true
    fi
  fi
  rm -f "$f"
}

# Kills every container containerd runs for the cluster (pods and their sandboxes), by task pid.
stop_containers() {
  local sock="$STATE/containerd/containerd.sock"
  [[ -S "$sock" ]] && alive containerd 2>/dev/null || return 0
  local ctr=(ctr --address "$sock" -n k8s.io) id
  for id in $("${ctr[@]}" tasks ls -q 2>/dev/null); do "${ctr[@]}" tasks kill -s SIGKILL "$id" >/dev/null 2>&1 || true; done
  for _ in $(seq 1 50); do
    "${ctr[@]}" tasks ls 2>/dev/null | grep -q RUNNING || break; sleep 0.2
  done
  for id in $("${ctr[@]}" tasks ls -q 2>/dev/null); do "${ctr[@]}" tasks delete -f "$id" >/dev/null 2>&1 || true; done
  for id in $("${ctr[@]}" containers ls -q 2>/dev/null); do "${ctr[@]}" containers rm "$id" >/dev/null 2>&1 || true; done
}

remove_network() {
  # kube-proxy's own cleanup first, then every rule and chain kube-proxy and the CNI plugins added.
  local proxy; proxy="$(binary kube-proxy)"
  [[ -x "$proxy" ]] && "$proxy" --cleanup >/dev/null 2>&1 || true
  local cmd t
  for cmd in iptables ip6tables; do
    for t in nat filter mangle; do
      "$cmd-save" -t "$t" 2>/dev/null | grep -qE 'KUBE-|CNI-' || continue
      "$cmd-save" -t "$t" | grep -vE 'KUBE-|CNI-' | "$cmd-restore" -T "$t"
    done
  done
  # Network namespaces the pods used (created while the cluster ran).
  local ns
  for ns in $(ls /var/run/netns 2>/dev/null); do
    if [[ "$ns" == cni-* ]] && ! grep -qx "$ns" "$STATE/netns.before" 2>/dev/null; then
      umount "/var/run/netns/$ns" 2>/dev/null || true
      rm -f "/var/run/netns/$ns"
    fi
  done
  ip link show "$BRIDGE" >/dev/null 2>&1 && ip link delete "$BRIDGE" || true
  [[ -f "$STATE/ip_forward.orig" ]] && sysctl -qw "net.ipv4.ip_forward=$(cat "$STATE/ip_forward.orig")" || true
}

# The pod cgroups the kubelet made (cgroupfs driver, cgroup v1: one tree per controller), once empty.
remove_cgroups() {
  local d
  for d in /sys/fs/cgroup/*/kubepods; do
    [[ -d "$d" ]] && find "$d" -depth -type d -exec rmdir {} \; 2>/dev/null || true
  done
}

unmount_state() {
  local m
  # Deepest first: pod volumes, container rootfs, shm.
  for m in $(awk -v s="$STATE/" 'index($2, s) == 1 { print $2 }' /proc/mounts | sort -r); do
    umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
  done
}

down_all() {
  [[ -d "$STATE" ]] || return 0
  local d
  for d in coredns kube-proxy kubelet kube-scheduler kube-controller-manager; do stop_daemon "$d"; done
  stop_containers
  stop_daemon containerd
  for d in kube-apiserver etcd; do stop_daemon "$d"; done
  remove_network
  unmount_state
  remove_cgroups
  if awk -v s="$STATE/" 'index($2, s) == 1' /proc/mounts | grep -q .; then
    die "mounts under $STATE remain: $(awk -v s="$STATE/" 'index($2, s) == 1 { print $2 }' /proc/mounts | head -3)"
  fi
  rm -rf "$STATE"
}

down() {
  down_all
  log "down: $STATE removed"
}

print_env() { [[ -f "$STATE/env" ]] || die "no cluster is up in $STATE"; cat "$STATE/env"; }

case "${1:-}" in
  provision) provision ;;
  up) up ;;
  down) down ;;
  env) print_env ;;
  *) echo "usage: $0 provision | up [STATE_DIR] | down [STATE_DIR] | env [STATE_DIR]" >&2; exit 2 ;;
esac
