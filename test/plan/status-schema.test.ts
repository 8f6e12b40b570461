/**
 * Every status plan() produces is one the CRD accepts unchanged: the shipped examples and the
 * plan-test fixtures under each kind of fact (licensed or not, limits, dependencies ready or not),
 * as the operator writes it (conditions merged, observedGeneration), validated against the
 * structural schema in crds/. The random and hostile specs are checked in plan.property.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { PRIMARY_KINDS, primaryKindOf } from '../../lib/plan/kinds';
import { plan } from '../../lib/plan/plan';
import { COMMUNITY, type ClusterFacts, type ResourceInput } from '../../lib/plan/types';
import { desiredStatus } from '../../runtime/status';
import { statusSchema, validate } from '../support/crd-schema';
import { altGateway } from '../alt/support';
import { CATALOG_GUARDRAIL, ENTERPRISE, EXTERNAL_GUARDRAIL, facts, gateway, guardrail } from './fixtures';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

function examplePrimaries(): ResourceInput[] {
  const out: ResourceInput[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (/\.ya?ml$/.test(entry.name)) {
        for (const doc of parseAllDocuments(readFileSync(join(dir, entry.name), 'utf8'))) {
          const o = doc.toJS() as ResourceInput | null;
          if (o && primaryKindOf(o.kind)) out.push({ ...o, metadata: { ...o.metadata, uid: 'u-1', generation: 3 } });
        }
      }
    }
  };
  walk(EXAMPLES);
  return out;
}

const pii = guardrail(CATALOG_GUARDRAIL, 'pii', 'team-a', { uid: 'g-1', generation: 2 });
const readyPii = { namespace: 'team-a', name: 'pii', resource: pii, status: plan(pii, facts()).status as never };
// A second pseudonymizer Guardrail left at the default name, in three modes: its names clash with pii's.
const pii2 = guardrail({ ...CATALOG_GUARDRAIL, modes: ['pre_call', 'during_call', 'post_call'] }, 'pii-2', 'team-a', { uid: 'g-3', generation: 1 });
const readyPii2 = { namespace: 'team-a', name: 'pii-2', resource: pii2, status: plan(pii2, facts()).status as never };

/** Facts that reach each branch of the plans. */
const WORLDS: Record<string, ClusterFacts> = {
  licensed: facts({ guardrails: [readyPii] }),
  community: facts({ entitlements: COMMUNITY, licenseMaterial: undefined }),
  lapsed: facts({ entitlements: { ...ENTERPRISE, features: [] } }),
  overLimit: facts({ olderGateways: 7 }),
  guardrailPending: facts({ guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii }] }),
  instanceReady: facts({ guardrails: [readyPii], instance: { kind: 'ProxyInstance', name: 'gw', ready: true } }),
  instanceNotReady: facts({ guardrails: [readyPii], instance: { kind: 'ProxyInstance', name: 'gw', ready: false } }),
  secretsMissing: facts({ secrets: [] }),
  upstreamControllerMissing: facts({ guardrails: [readyPii], upstreamController: { ready: false, message: 'Lease aigw-system/aigw-upstream-proxy does not exist' } }),
  guardrailNameConflict: facts({ guardrails: [readyPii, readyPii2] }),
  // Organizations, Teams and Identities see the example Gateway they point at (and each other).
  withExamples: facts({ primaries: examplePrimaries() }),
  userSynced: facts({ primaries: examplePrimaries(), userSynced: true }),
};

const SUBJECTS: Record<string, ResourceInput> = {
  catalogGuardrail: pii,
  externalGuardrail: guardrail(EXTERNAL_GUARDRAIL, 'ext', 'team-a', { uid: 'g-2', generation: 1 }),
  invalidGuardrail: guardrail({ mode: 'nope' }, 'bad', 'team-a', { generation: 4 }),
  proxyGateway: gateway({ models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }], guardrailRefs: [{ name: 'pii' }] }, 'main', 'team-a', { uid: 'w-1', generation: 5 }),
  threeModeGuardrail: pii2,
  twoGuardrailGateway: gateway({ guardrailRefs: [{ name: 'pii' }, { name: 'pii-2' }] }, 'main', 'team-a', { uid: 'w-2', generation: 2 }),
  tenantGateway: gateway({ organization: { name: 'Acme' }, teams: [{ name: 'red' }] }, 'main', 'team-a', { generation: 1 }),
  invalidGateway: gateway({ type: 'nope' }, 'main', 'team-a', { generation: 2 }),
  altGateway: altGateway({}, { guardrailRefs: [{ name: 'pii' }], ingress: { enabled: true, host: 'ai.example.com', tls: true } }),
  altUnsupported: altGateway({}, { instance: { saltKey: { autoGenerate: true }, storePromptsInLogs: true }, models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai', rpm: 5 }] }),
};

function written(input: ResourceInput, f: ClusterFacts, live?: unknown): Record<string, unknown> {
  const p = plan(input, f);
  const generation = typeof input.metadata?.generation === 'number' ? input.metadata.generation : undefined;
  return desiredStatus(live, p.status, generation, new Date('2026-01-01T00:00:00Z')).status;
}

describe('the CRD accepts every status plan() produces', () => {
  const cases: [string, ResourceInput, ClusterFacts][] = [];
  for (const [s, input] of Object.entries(SUBJECTS)) for (const [w, f] of Object.entries(WORLDS)) cases.push([`${s} / ${w}`, input, f]);
  for (const e of examplePrimaries()) for (const [w, f] of Object.entries(WORLDS)) cases.push([`example ${String(e.kind)} ${String((e.metadata as { name: string }).name)} / ${w}`, e, f]);

  test.each(cases)('%s', (_name, input, f) => {
    const status = written(input, f);
    expect(validate(statusSchema(String(input.kind)), status)).toEqual([]);
    // And again over the status it replaces (a transition keeps the merged conditions valid).
    const next = written(input, facts(), status);
    expect(validate(statusSchema(String(input.kind)), next)).toEqual([]);
  });

  test('the name-conflict world reaches its branch: reason GuardrailNameConflict, one guardrailName for all modes', () => {
    const status = written(SUBJECTS.twoGuardrailGateway, WORLDS.guardrailNameConflict) as { conditions: { type: string; reason: string }[] };
    expect(status.conditions.find((c) => c.type === 'Ready')?.reason).toBe('GuardrailNameConflict');
    expect(validate(statusSchema('Gateway'), status)).toEqual([]);
    const names = written(pii2, facts()).guardrailNames;
    expect(names).toEqual(['pseudonymizer']);
  });

  test('the examples include at least one object of each primary kind, and a Gateway of each type', () => {
    const kinds = examplePrimaries().map((e) => `${String(e.kind)}:${String((e.spec as { type?: string }).type ?? '')}`);
    expect(kinds).toEqual(expect.arrayContaining(['Guardrail:', 'Gateway:alt', 'Gateway:']));
    expect([...new Set(examplePrimaries().map((e) => String(e.kind)))].sort()).toEqual(PRIMARY_KINDS.map((k) => k.kind).sort());
  });
});

describe('the validator sees what the API server refuses', () => {
  test('an object where the CRD says string (the unsupportedFeatures defect) is reported', () => {
    const errors = validate(statusSchema('Gateway'), { unsupportedFeatures: [{ field: 'spec.instance.saltKey', reason: 'x' }], conditions: [] });
    expect(errors).toEqual([expect.stringContaining('status.unsupportedFeatures[0]: expected string')]);
  });

  test('a condition missing a required field, a bad enum and an unknown field are reported', () => {
    const errors = validate(statusSchema('Guardrail'), { conditions: [{ type: 'Ready', status: 'Maybe', reason: 'X' }], bogus: 1 });
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('status.conditions[0].lastTransitionTime: required'),
        expect.stringContaining('status.conditions[0].status: "Maybe" is not one of'),
        expect.stringContaining('status.bogus: unknown field'),
      ]),
    );
  });
});
