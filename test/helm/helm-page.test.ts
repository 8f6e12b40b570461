// docs/helm.md without a cluster: its `helm install` line, run as `helm template` through the pinned
// helm, renders what `aigw install` prints with the matching flags, and its Uninstall section deletes
// the aigw objects before the release that runs their operator. The in-cluster suite runs the page
// for real (test/cluster/helm-install.test.ts); this fails first, and without a node.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import { shBlocksOf } from '../cluster/support/doc-blocks';
import { CHART, HELM_KEEP, PROVISION_TIMEOUT_MS, byIdentity, helmBinary, install, template, withoutHelmKeep, type KubeDoc } from './support/helm';

const PAGE = 'docs/helm.md';
const PEM = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n';

/** The block's commands, a line ending in `\` joined with the next. */
function commands(lines: string[]): string[] {
  return lines.join('\n').replace(/\\\n\s*/g, '').split('\n');
}

/** Shell words of a command that uses only plain words and single quotes (anything else fails). */
function words(command: string): string[] {
  if (/["$`;|&<>*?]/.test(command)) throw new Error(`${PAGE}: not a plain command: ${command}`);
  return (command.match(/'[^']*'|\S+/g) ?? []).map((w) => w.replace(/'/g, ''));
}

let dir: string;

beforeAll(() => {
  helmBinary();
  // What the page runs in: a clone (the chart at charts/aigw) with the license public key in keys/.
  dir = mkdtempSync(path.join(tmpdir(), 'aigw-helm-page-'));
  mkdirSync(path.join(dir, 'charts'));
  symlinkSync(CHART, path.join(dir, 'charts', 'aigw'));
  mkdirSync(path.join(dir, 'keys'));
  writeFileSync(path.join(dir, 'keys', 'license.pub'), PEM);
}, PROVISION_TIMEOUT_MS);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test(`${PAGE}'s helm install renders what aigw install prints for the namespaces it watches`, async () => {
  const line = commands(shBlocksOf(PAGE, '## Install')[0]).find((c) => c.startsWith('helm install '));
  expect(line).toBeDefined();
  const [, , ...args] = words(line!);
  const { stdout } = await promisify(execFile)(helmBinary(), ['template', ...args, '--include-crds'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  const chart = parseAllDocuments(stdout).map((d) => d.toJS() as KubeDoc).filter(Boolean);

  const cli = await install(['--namespace', 'aigw-system', '--watch-namespace', 'team-a', '--license-secret', 'aigw-system/aigw-license', '--license-public-key', path.join(dir, 'keys', 'license.pub')]);
  // The page's release keeps its CRDs on `helm uninstall`, as its Uninstall section says.
  const crds = chart.filter((d) => d.kind === 'CustomResourceDefinition');
  expect(crds.length).toBeGreaterThan(0);
  for (const crd of crds) expect([crd.metadata.name, (crd.metadata as any).annotations?.[HELM_KEEP]]).toEqual([crd.metadata.name, 'keep']);
  // --create-namespace makes the release Namespace; the chart leaves it out. The install has no Helm
  // to keep its CRDs (support/helm.ts): compared without that annotation.
  expect(byIdentity(withoutHelmKeep(chart))).toEqual(byIdentity(cli.filter((d) => !(d.kind === 'Namespace' && d.metadata.name === 'aigw-system'))));
  expect(chart.some((d) => d.kind === 'Role' && d.metadata.namespace === 'team-a' && d.metadata.name === 'aigw-operator')).toBe(true);
  expect(chart.some((d) => d.kind === 'ClusterRole' && d.metadata.name === 'aigw-upstream-proxy')).toBe(false);
}, 60_000);

test(`${PAGE}'s Uninstall deletes the aigw objects of the watched namespace before the release, and the CRDs after it`, async () => {
  const [release, crds] = shBlocksOf(PAGE, '## Uninstall').map(commands);
  const deletesObjects = release.findIndex((c) => /^kubectl delete aigw --all -n team-a\b/.test(c));
  const uninstalls = release.findIndex((c) => c.startsWith('helm uninstall aigw '));
  expect(deletesObjects).toBeGreaterThanOrEqual(0);
  expect(uninstalls).toBeGreaterThan(deletesObjects);
  // The CRDs by their label: it selects every CRD the chart installs, and only those.
  expect(crds).toHaveLength(1);
  const [, key, value] = /^kubectl delete crd -l ([\w./-]+)=([\w.-]+) /.exec(crds[0]) ?? [];
  expect([crds[0], key]).toEqual([crds[0], expect.any(String)]);
  const rendered = await template('aigw-system');
  const crdNames = rendered.filter((d) => d.kind === 'CustomResourceDefinition').map((d) => d.metadata.name);
  expect(crdNames.length).toBeGreaterThan(0);
  expect(rendered.filter((d) => d.metadata.labels?.[key] === value).map((d) => d.metadata.name)).toEqual(crdNames);
  // Nothing in the release refuses that deletion (the install's aigw-keep-crds policy is not in the chart).
  expect(rendered.filter((d) => d.kind.startsWith('ValidatingAdmissionPolicy'))).toEqual([]);
}, 60_000);
