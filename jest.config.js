/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // The integration, e2e and cluster suites need a control plane / a Python venv / a node, the package
  // test a packed tarball, the robustness suite Debian packages and minutes; they have their own configs.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/test/integration/', '/test/e2e/', '/test/package/', '/test/cluster/', '/test/robustness/'],
  transform: {
    // Type-checking is `npm run build`'s job; jest only transpiles.
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // A safety net, not a speed check: tests that run the CLI or start servers take seconds each, and on a
  // loaded 2-core machine jest's 5 s default failed them while they were still working.
  testTimeout: 60_000,
};
