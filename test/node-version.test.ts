/**
 * The Node.js version is stated in three places that must agree: `.nvmrc` (what CI and `nvm use`
 * run), package.json `engines.node` (what npm checks for users), and `@types/node` (the API the
 * code compiles against). And the dependencies aigw installs must accept that version.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as semver from 'semver';

const REPO = resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8'));
const nvmrc = readFileSync(join(REPO, '.nvmrc'), 'utf8').trim().replace(/^v/, '');

test('.nvmrc names an exact release that package.json engines.node accepts', () => {
  expect(semver.valid(nvmrc)).toBe(nvmrc);
  expect(semver.satisfies(nvmrc, pkg.engines.node)).toBe(true);
});

test('@types/node is the major release of .nvmrc', () => {
  expect(semver.minVersion(pkg.devDependencies['@types/node'])!.major).toBe(semver.major(nvmrc));
});

test("engines.node's lowest version satisfies every package in the lockfile (the server packages included)", () => {
  const lowest = semver.minVersion(pkg.engines.node)!.version;
  const refusing = Object.entries(lock.packages as Record<string, { engines?: { node?: string } | string[] }>)
    .filter(([path, p]) => path !== '' && p.engines && !Array.isArray(p.engines) && p.engines.node)
    .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node))
    .map(([path, p]) => `${path} (${(p.engines as { node: string }).node})`);
  expect(refusing).toEqual([]);
});
