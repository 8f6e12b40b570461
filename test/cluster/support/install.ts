/**
 * aigw as a file of the cluster suite finds it: installed by the README quickstart (the in-cluster
 * file leaves its license keys in the cluster's state directory) or, when a file runs alone, an
 * install of its own made the same way. Also the project's images, built (or taken from the cache)
 * with its image script and imported into the node.
 */
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Cluster, must, REPO_ROOT, STATE_DIR } from './cluster';

export const SYSTEM = 'aigw-system';
export const OPERATOR = 'aigw-operator';
/** Where the in-cluster file leaves the quickstart's license keys: license.key, license.pub, license.jwt. */
export const KEYS_DIR = join(STATE_DIR, 'license-keys');
/** The flags the quickstart installs with, less the public key. */
export const INSTALL_FLAGS = ['--license-secret', `${SYSTEM}/aigw-license`];

/** The aigw CLI of this checkout (built into dist/ before the suite runs). */
export const aigw = (args: string[]) => must(process.execPath, [join(REPO_ROOT, 'bin', 'aigw.js'), ...args], { cwd: REPO_ROOT });

/** Builds (or takes from the cache) an image with the project's image script and imports it into the node. */
export async function imageFor(cluster: Cluster, name: 'litellm' | 'model-standin' | 'aigw'): Promise<string> {
  const out = await must(process.execPath, [join(REPO_ROOT, 'dist', 'scripts', 'images', 'build-images.js'), name, '--skip-check', '--skip-sbom'], { cwd: REPO_ROOT, timeoutMs: 30 * 60_000 });
  const ref = /^image:\s+(\S+)/m.exec(out)![1];
  const file = /^file:\s+(\S+)/m.exec(out)![1];
  await cluster.ctr(['images', 'import', file]);
  return ref;
}

/** Writes the license Secret as the quickstart does (created, or replaced when it exists). */
export async function putLicense(cluster: Cluster, file: string): Promise<void> {
  const secret = await cluster.kubectl(['-n', SYSTEM, 'create', 'secret', 'generic', 'aigw-license', `--from-file=license.jwt=${file}`, '--dry-run=client', '-o', 'yaml']);
  await cluster.kubectl(['apply', '-f', '-'], secret);
}

/**
 * The keys directory of the running install: the quickstart's, or a fresh key pair and install
 * (license features guardrail and multi-tenancy, 4 Gateways) when this file runs alone.
 */
export async function ensureInstall(cluster: Cluster, work: string): Promise<string> {
  if (existsSync(join(KEYS_DIR, 'license.key'))) return KEYS_DIR;
  const keys = join(work, 'keys');
  await aigw(['license', 'keygen', '--out', keys]);
  writeFileSync(join(keys, 'license.jwt'), await aigw(['license', 'issue', '--key', join(keys, 'license.key'), '--licensee', 'my-company', '--features', 'guardrail,multi-tenancy', '--gateways', '4']));
  const image = await imageFor(cluster, 'aigw');
  await cluster.kubectl(['apply', '--server-side', '-f', '-'], await aigw(['install', '--image', image, ...INSTALL_FLAGS, '--license-public-key', join(keys, 'license.pub')]));
  await putLicense(cluster, join(keys, 'license.jwt'));
  await cluster.kubectl(['-n', SYSTEM, 'rollout', 'status', `deployment/${OPERATOR}`, '--timeout=5m']);
  cpSync(keys, KEYS_DIR, { recursive: true });
  return KEYS_DIR;
}

/** `aigw install` with the quickstart's flags, the default image and `publicKey`. */
export function installManifests(publicKey: string): Promise<string> {
  return aigw(['install', ...INSTALL_FLAGS, '--license-public-key', publicKey]);
}
