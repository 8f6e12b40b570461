/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // The integration and e2e suites need a control plane / a Python venv, the package test a packed
  // tarball; they have their own configs.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/test/integration/', '/test/e2e/', '/test/package/'],
  transform: {
    // Type-checking is `npm run build`'s job; jest only transpiles.
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
