/**
 * The in-cluster suite: a real single-node cluster (test/cluster/cluster.sh: kubelet, containerd,
 * CNI, kube-proxy, CoreDNS) started once for the run, the aigw image imported into the node, and
 * everything installed with a real kubectl. Run with `npm run test:cluster`, which builds the CLI
 * and the image first. It fails, never skips, when the cluster cannot start; the cluster is taken
 * down at the end whatever the outcome.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/cluster'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/cluster/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/cluster/support/global-teardown.ts',
  // One cluster for the run: files run one after another, in name order.
  maxWorkers: 1,
  testSequencer: '<rootDir>/test/cluster/support/sequencer.js',
  testTimeout: 300_000,
};
