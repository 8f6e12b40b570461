// The cluster suite's files share one cluster and run in name order: helm-install.test.ts (docs/helm.md,
// which installs and uninstalls its own release and leaves the cluster as it found it), then
// in-cluster.test.ts (the README quickstart installs aigw and leaves its license keys),
// license-rotation.test.ts (rotates that key pair and leaves the new keys in their place),
// proxy-data-path.test.ts, which builds on that install, and last uninstall-wrong-order.test.ts, which
// takes the install down.
const Sequencer = require('@jest/test-sequencer').default;

class ByName extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
}

module.exports = ByName;
