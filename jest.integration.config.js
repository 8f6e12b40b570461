/**
 * The integration suite: a real kube-apiserver + etcd (test/integration/control-plane.sh, started
 * once for the run) and the operator as a real `aigw operator` process. Run with
 * `npm run test:integration`, which builds the CLI first. It fails, never skips, when the control
 * plane cannot start.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/integration'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/integration/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/integration/support/global-teardown.ts',
  // One API server and one operator per file at a time: files run one after another.
  maxWorkers: 1,
  testTimeout: 180_000,
};
