// `aigw install`'s placement flags and the operator's PodDisruptionBudget.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { runCommand } from '../support/run-command';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { command } from '../../cli/commands/install';
import { parseToleration } from '../../cli/placement-flags';

const crdsDir = path.resolve(__dirname, '..', '..', 'crds');

async function run(args: string[]): Promise<{ code: number; docs: any[]; stderr: string }> {
  const { code, stdout, stderr } = await runCommand(command, ['--crds-dir', crdsDir, ...args]);
  return { code, docs: code === 0 ? parseAllDocuments(stdout).map((d) => d.toJS()) : [], stderr };
}

const podSpec = (docs: any[], name: string) => docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name).spec.template.spec;

test('the placement flags reach the operator and the upstream controller pods', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'aigw-affinity-'));
  const affinity = { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'pool', operator: 'In', values: ['control'] }] }] } } };
  writeFileSync(path.join(dir, 'affinity.yaml'), JSON.stringify(affinity));
  const { code, docs, stderr } = await run([
    '--image-pull-secret', 'regcred', '--image-pull-secret', 'mirror',
    '--node-selector', 'pool=control', '--node-selector', 'kubernetes.io/os=linux',
    '--toleration', 'dedicated=aigw:NoSchedule', '--toleration', 'spot',
    '--affinity', path.join(dir, 'affinity.yaml'),
  ]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  for (const name of ['aigw-operator', 'aigw-upstream-proxy']) {
    const spec = podSpec(docs, name);
    expect(spec.imagePullSecrets).toEqual([{ name: 'regcred' }, { name: 'mirror' }]);
    expect(spec.nodeSelector).toEqual({ pool: 'control', 'kubernetes.io/os': 'linux' });
    expect(spec.tolerations).toEqual([{ key: 'dedicated', operator: 'Equal', value: 'aigw', effect: 'NoSchedule' }, { key: 'spot', operator: 'Exists' }]);
    expect(spec.affinity).toEqual(affinity);
  }
});

test('without placement flags the pod specs have none of those fields', async () => {
  const { docs } = await run([]);
  for (const name of ['aigw-operator', 'aigw-upstream-proxy']) {
    expect(Object.keys(podSpec(docs, name))).not.toEqual(expect.arrayContaining(['imagePullSecrets']));
    expect(podSpec(docs, name)).not.toHaveProperty('nodeSelector');
    expect(podSpec(docs, name)).not.toHaveProperty('tolerations');
    expect(podSpec(docs, name)).not.toHaveProperty('affinity');
  }
});

test('a malformed placement flag is a usage error naming it', async () => {
  expect(await run(['--toleration', 'dedicated=aigw:Sometimes'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--toleration must be KEY[=VALUE][:EFFECT]') });
  expect(await run(['--node-selector', 'pool'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--node-selector must be KEY=VALUE') });
  const dir = mkdtempSync(path.join(tmpdir(), 'aigw-affinity-'));
  writeFileSync(path.join(dir, 'list.yaml'), '- a\n');
  expect(await run(['--affinity', path.join(dir, 'list.yaml')])).toMatchObject({ code: 2, stderr: expect.stringContaining('must hold one object') });
});

test('tolerations read as kubectl taint writes them', () => {
  expect(parseToleration('gpu')).toEqual({ key: 'gpu', operator: 'Exists' });
  expect(parseToleration('gpu:NoExecute')).toEqual({ key: 'gpu', operator: 'Exists', effect: 'NoExecute' });
  expect(parseToleration('example.com/team=ml')).toEqual({ key: 'example.com/team', operator: 'Equal', value: 'ml' });
});

test('two operator replicas get a PodDisruptionBudget keeping one; a single replica gets none', async () => {
  const pdb = (await run([])).docs.find((d) => d.kind === 'PodDisruptionBudget');
  expect(pdb).toMatchObject({ apiVersion: 'policy/v1', metadata: { name: 'aigw-operator', namespace: 'aigw-system' }, spec: { minAvailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': 'aigw-operator' } } } });
  expect((await run(['--replicas', '1'])).docs.find((d) => d.kind === 'PodDisruptionBudget')).toBeUndefined();
});
