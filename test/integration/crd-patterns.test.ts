/**
 * The CRD schemas and plan() agree: what `aigw render` (plan()) refuses as Invalid, a real API server
 * with the shipped CRDs refuses on `kubectl apply` (strict field validation), and what it accepts the
 * API server accepts too.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { stringify } from 'yaml';
import { readCrds, ensureCrds } from '../../operator/crds';
import { createLogger } from '../../runtime/log';
import { KubeClient } from '../../runtime/kube/client';
import { KubeApiError, type KubeObject } from '../../runtime/kube/types';
import { clientFor, currentControlPlane } from './support/control-plane';
import { Kube, PLATFORM } from './support/kube';
import { REPO_ROOT } from './support/operator-process';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let ns: string;
let dir: string;

beforeAll(async () => {
  await ensureCrds(client, kube.discovery, readCrds(join(REPO_ROOT, 'crds')), createLogger(new PassThrough(), 'error'));
  ns = await kube.createNamespace('crd-patterns');
  dir = mkdtempSync(join(tmpdir(), 'aigw-crd-patterns-'));
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await client.close();
});

/** Server-side apply with strict field validation, as `kubectl apply` does: the API server's answer. */
async function apply(obj: KubeObject): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  try {
    const placed = { ...obj, metadata: { ...obj.metadata, namespace: ns } };
    await client.apply(await kube.type(obj.apiVersion, obj.kind), placed, { fieldManager: 'crd-patterns-test', force: true });
    return { ok: true };
  } catch (e) {
    if (e instanceof KubeApiError) return { ok: false, status: e.status, message: e.message };
    throw e;
  }
}

/** `aigw render --validate ignore -o json --fail-on none`: what plan() alone says (an Invalid status is the answer, not a failure). */
function planStatus(obj: KubeObject): { phase?: string; reason: string; message: string } {
  const file = join(dir, `${obj.metadata.name}.yaml`);
  writeFileSync(file, stringify(obj));
  const out = JSON.parse(execFileSync(process.execPath, [join(REPO_ROOT, 'bin', 'aigw.js'), 'render', '-f', file, '--validate', 'ignore', '-o', 'json', '--fail-on', 'none'], { encoding: 'utf8' }));
  const status = out.statuses[0].status;
  return { phase: status.phase, reason: status.conditions[0].reason, message: status.conditions[0].message };
}

function guardrail(name: string, spec: Record<string, unknown>): KubeObject {
  return { apiVersion: PLATFORM, kind: 'Guardrail', metadata: { name }, spec };
}

function gateway(name: string, extra: Record<string, unknown>): KubeObject {
  return {
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name },
    spec: { type: 'proxy', database: { mode: 'external', connectionSecretRef: { name: 'db' } }, models: [{ name: 'm', model: 'openai/gpt-4o', refSecretKey: 'k' }], ...extra },
  };
}

const external = (apiBase: string) => ({ mode: 'external', external: { apiBase } });

// [what, the object plan() refuses, the field, a corrected object both accept]
const cases: [string, KubeObject, string, KubeObject][] = [
  ['external.apiBase not a URL', guardrail('g-url', external('not a url')), 'spec.external.apiBase', guardrail('g-url', external('https://guard.example.com'))],
  ['external.apiBase not http(s)', guardrail('g-ftp', external('ftp://guard.example.com')), 'spec.external.apiBase', guardrail('g-ftp', external('http://guard.example.com:8080/v1'))],
  ['a Guardrail named with a leading digit', guardrail('0', external('https://guard.example.com')), 'metadata.name', guardrail('g0', external('https://guard.example.com'))],
  ['jwtAuth.publicKeyURL not a URL', gateway('gw-jwt', { instance: { jwtAuth: { enabled: true, publicKeyURL: 'keys.json' } } }), 'spec.instance.jwtAuth.publicKeyURL', gateway('gw-jwt', { instance: { jwtAuth: { enabled: true, publicKeyURL: 'https://login.example.com/keys' } } })],
  ['a model apiBase with a space', gateway('gw-model', { models: [{ name: 'm', model: 'azure/o3', refSecretKey: 'k', credentials: { apiBase: 'https://exa mple.com' } }] }), 'spec.models[0].credentials.apiBase', gateway('gw-model', { models: [{ name: 'm', model: 'azure/o3', refSecretKey: 'k', credentials: { apiBase: 'https://example.com' } }] })],
  ['ingress.host not a host name', gateway('gw-host', { ingress: { enabled: true, host: 'ai example com' } }), 'spec.ingress.host', gateway('gw-host', { ingress: { enabled: true, host: 'ai.example.com' } })],
];

describe('CRD patterns: the API server rejects what plan() rejects', () => {
  test.each(cases)('%s', async (_, bad, field, good) => {
    const planned = planStatus(bad);
    expect(planned.reason).toMatch(/^Invalid/);
    expect(planned.message).toContain(field);

    const answer = await apply(bad);
    expect([answer]).toEqual([expect.objectContaining({ ok: false, status: 422, message: expect.stringContaining(field) })]);

    expect(planStatus(good).reason).not.toMatch(/^Invalid/);
    expect(await apply(good)).toEqual({ ok: true });
  });

  test('a misspelled field: the API server refuses it as unknown, and so does a strict render', async () => {
    const bad = gateway('gw-typo', { guardrailRef: [{ name: 'x' }] });
    // A create with strict field validation, as `kubectl create`/client-side `kubectl apply` send it
    // (server-side apply refuses it too, as "field not declared in schema").
    const rt = await kube.type(bad.apiVersion, bad.kind);
    const created = client.raw('POST', KubeClient.path(rt, ns), { query: { fieldValidation: 'Strict' }, body: { ...bad, metadata: { ...bad.metadata, namespace: ns } } });
    await expect(created).rejects.toMatchObject({ status: 400, message: expect.stringContaining('unknown field "spec.guardrailRef"') });
    expect(await apply(bad)).toMatchObject({ ok: false, message: expect.stringContaining('.spec.guardrailRef: field not declared in schema') });
    const file = join(dir, 'typo.yaml');
    writeFileSync(file, stringify(bad));
    let stderr = '';
    try {
      execFileSync(process.execPath, [join(REPO_ROOT, 'bin', 'aigw.js'), 'render', '-f', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      stderr = String((e as { stderr: string }).stderr);
      expect((e as { status: number }).status).toBe(1);
    }
    expect(stderr).toContain('spec.guardrailRef: unknown field');
  });
});
