/**
 * The end-to-end suite: real processes (LiteLLM from a cached virtualenv, `aigw engine`,
 * `aigw gate`) on 127.0.0.1. Run with `npm run test:e2e`, which builds the CLI first.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // One LiteLLM at a time: the machine's cores are shared.
  maxWorkers: 1,
  testTimeout: 120_000,
};
