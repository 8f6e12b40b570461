/**
 * For a running Gateway or Guardrail, any sequence of random edits, license flips and dependency
 * flips never deletes a child while the primary exists unless a valid spec dropped it. The
 * operator's steps are simulated with the pure functions it uses: plan() then decideApply(), apply
 * what the decision names, prune only when it says so.
 */
import fc from 'fast-check';
import { decideApply } from '../../lib/plan/hold';
import { plan } from '../../lib/plan/plan';
import { COMMUNITY, type ApiObjectJson, type ClusterFacts, type ResourceInput } from '../../lib/plan/types';
import { gatewaySpec, guardrailSpec } from './arbitraries';
import { CATALOG_GUARDRAIL, ENTERPRISE, facts, gateway, guardrail } from './fixtures';

type Running = Map<string, ApiObjectJson>;
const idOf = (o: ApiObjectJson) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`;
const META = { uid: 'u-1', generation: 1 };

const MODELS = [
  { name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' },
  { name: 'o3', model: 'azure/o3', refSecretKey: 'azure' },
];
/** Valid Gateway specs (models and refs added or dropped) mixed with random and hostile ones. */
const gatewayEdit = fc.oneof(
  fc.record({ models: fc.subarray(MODELS), guardrailRefs: fc.constantFrom([], [{ name: 'pii' }]), teams: fc.constantFrom([], [{ name: 'red' }]) }),
  gatewaySpec,
);
const guardrailEdit = fc.oneof(fc.constant(CATALOG_GUARDRAIL), fc.constant({ mode: 'external', external: { apiBase: 'https://g.example.com' } }), guardrailSpec);

const license = fc.constantFrom<Partial<ClusterFacts>>(
  {},
  { entitlements: COMMUNITY, licenseMaterial: undefined },
  { entitlements: COMMUNITY },
  { entitlements: { ...ENTERPRISE, features: ['guardrail'] } },
  { entitlements: { ...ENTERPRISE, gateways: 0 } },
  { olderGateways: 3 },
);
const pii = guardrail(CATALOG_GUARDRAIL);
const dependency = fc.constantFrom<Partial<ClusterFacts>>(
  {},
  { secrets: [] },
  { guardrails: [] },
  { guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii, status: { phase: 'Ready', endpoint: 'http://pii-gate.team-a.svc.cluster.local:8080' } }] },
  { guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii, status: { phase: 'Blocking', endpoint: 'http://pii-gate.team-a.svc.cluster.local:8080' } }] },
  { guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii, status: { phase: 'Invalid' } }] },
  { instance: { kind: 'ProxyInstance', name: 'gw', ready: false } },
);
const READY_PII: Partial<ClusterFacts> = {
  guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii, status: { phase: 'Ready', endpoint: 'http://pii-gate.team-a.svc.cluster.local:8080' } }],
};
const step = <T>(edit: fc.Arbitrary<T>) => fc.record({ spec: fc.option(edit, { nil: undefined }), license, dependency });

/** One reconcile: returns the children after it, and what it deleted. */
function reconcile(input: ResourceInput, f: ClusterFacts, running: Running): { next: Running; deleted: string[]; appliedValid: boolean } {
  const p = plan(input, f);
  const d = decideApply(p, [...running.values()].map((o) => ({ kind: o.kind, name: o.metadata.name, namespace: o.metadata.namespace })));
  const next: Running = d.prune ? new Map() : new Map(running);
  for (const o of d.objects) next.set(idOf(o), o);
  const deleted = [...running.keys()].filter((id) => !next.has(id));
  return { next, deleted, appliedValid: p.blocked === undefined };
}

function run(kind: 'Gateway' | 'Guardrail', initial: ResourceInput, steps: { spec?: unknown; license: Partial<ClusterFacts>; dependency: Partial<ClusterFacts> }[]): void {
  let running: Running = new Map();
  let current = initial;
  const gate = (r: Running) => [...r.keys()].some((id) => id.startsWith('Deployment/') && id.endsWith('-gate'));
  const base: Partial<ClusterFacts> = kind === 'Gateway' ? { guardrails: [] } : {};
  // First the valid object runs (a Gateway with its Guardrail Ready and wired).
  running = reconcile(current, facts({ ...(kind === 'Gateway' ? READY_PII : {}), gateDeployment: { exists: false, available: false } }), running).next;
  expect(running.size).toBeGreaterThan(0);
  if (kind === 'Gateway') expect([...running.keys()].some((id) => id.startsWith('ProxyGuardrail/'))).toBe(true);
  for (const s of steps) {
    if (s.spec !== undefined) current = { ...current, spec: kind === 'Gateway' ? { database: { mode: 'external', connectionSecretRef: { name: 'main-db' } }, ...(s.spec as object) } : s.spec };
    const f = facts({ ...base, ...s.license, ...s.dependency, gateDeployment: { exists: gate(running), available: true } });
    const { next, deleted, appliedValid } = reconcile(current, f, running);
    // A child goes only when a valid spec's plan, applied, no longer names it.
    if (deleted.length > 0) expect(appliedValid).toBe(true);
    // A gate once running is never removed while its Guardrail exists (a lapse keeps it, blocking).
    if (kind === 'Guardrail' && gate(running)) expect(gate(next)).toBe(true);
    // A wired Guardrail is unwired only by a valid spec that dropped the ref.
    const unwired = deleted.filter((id) => id.startsWith('ProxyGuardrail/'));
    if (unwired.length > 0) {
      const refs = (current.spec as { guardrailRefs?: unknown }).guardrailRefs;
      expect(JSON.stringify(refs ?? [])).not.toContain('"pii"');
    }
    running = next;
  }
}

describe('hold, don\'t prune: random edits, license flips and dependency flips', () => {
  test('a running Gateway loses a child only to a valid spec that dropped it', () => {
    const initial = gateway({ models: MODELS, guardrailRefs: [{ name: 'pii' }] }, 'main', 'team-a', META);
    fc.assert(
      fc.property(fc.array(step(gatewayEdit), { minLength: 1, maxLength: 8 }), (steps) => {
        run('Gateway', initial, steps);
      }),
      { numRuns: 80 },
    );
  });

  test('a running Guardrail keeps its gate through every lapse and bad edit', () => {
    const initial = guardrail(CATALOG_GUARDRAIL, 'pii', 'team-a', META);
    fc.assert(fc.property(fc.array(step(guardrailEdit), { minLength: 1, maxLength: 8 }), (steps) => run('Guardrail', initial, steps)), { numRuns: 80 });
  });
});
