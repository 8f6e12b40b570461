/**
 * The robustness suite: the pseudonymizer engine, as its own `aigw engine pseudonymizer` process,
 * fed text nobody here wrote (Debian's translated manual pages, changelogs and fortunes),
 * combinations of its own word lists and random Unicode at the size limits. Run with
 * `npm run test:robustness`, which builds the CLI first; the global setup installs the Debian
 * packages it reads (scripts/robustness-corpus.sh). See docs/robustness.md.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/robustness'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/robustness/support/global-setup.ts',
  // Each file runs its own engine process; one file at a time leaves the second core to it.
  maxWorkers: 1,
  testTimeout: 600_000,
};
