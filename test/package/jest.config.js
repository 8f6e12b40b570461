/**
 * The package consumer test: packs aigw, installs the tarball into a fresh cdk8s app and builds it.
 * It needs `npm run build` first (`npm run test:package` does both) and takes a minute.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/package'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 600_000,
};
