# Sourced by .ci/run: puts the Node.js release .nvmrc names first on PATH, so CI builds and tests on
# the version package.json's `engines` asks for whatever node the machine has. The release comes
# from the npm registry's official binary package (node-linux-<arch>) through npm itself, and is
# cached in ~/.cache/aigw/node-<version>.
aigw_node_version="$(tr -d ' v\r\n' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
if [ "$(node --version 2>/dev/null)" != "v${aigw_node_version}" ]; then
  case "$(uname -m)" in
    x86_64) aigw_node_arch=x64 ;;
    aarch64 | arm64) aigw_node_arch=arm64 ;;
    *) echo ".ci/use-node.sh: no Node.js package for $(uname -m); install Node.js ${aigw_node_version} yourself" >&2; return 1 ;;
  esac
  aigw_node_dir="${HOME}/.cache/aigw/node-${aigw_node_version}"
  if [ ! -x "${aigw_node_dir}/bin/node" ]; then
    aigw_node_tmp="$(mktemp -d)"
    (cd "${aigw_node_tmp}" && npm pack --silent "node-linux-${aigw_node_arch}@${aigw_node_version}" > /dev/null \
      && tar -xzf "node-linux-${aigw_node_arch}-${aigw_node_version}.tgz") || { rm -rf "${aigw_node_tmp}"; return 1; }
    mkdir -p "$(dirname "${aigw_node_dir}")"
    rm -rf "${aigw_node_dir}"
    mv "${aigw_node_tmp}/package" "${aigw_node_dir}"
    rm -rf "${aigw_node_tmp}"
  fi
  export PATH="${aigw_node_dir}/bin:${PATH}"
  unset aigw_node_arch aigw_node_dir aigw_node_tmp
fi
echo "node $(node --version) ($(command -v node))"
unset aigw_node_version
