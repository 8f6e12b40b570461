// Replicas, resources, probes and disruption budgets of the gates and engines aigw deploys, set
// through the PlatformConfig `cluster` (spec.workloads) and seen in what plan() emits.
import { plan } from '../../lib/plan/plan';
import type { ApiObjectJson, Plan, ResourceInput } from '../../lib/plan/types';
import { workloadsOf } from '../../lib/platform/platform-workloads';
import { CATALOG_GUARDRAIL, facts, guardrail } from './fixtures';

const platformConfig = (workloads: unknown): ResourceInput => ({
  apiVersion: 'platform.aigw.dev/v1alpha1',
  kind: 'PlatformConfig',
  metadata: { name: 'cluster' },
  spec: { workloads },
});
const all = (p: Plan): ApiObjectJson[] => [...p.shared, ...p.objects];
const deployment = (p: Plan, name: string) => all(p).find((o) => o.kind === 'Deployment' && o.metadata.name === name)!.spec as any;
const budgets = (p: Plan) => all(p).filter((o) => o.kind === 'PodDisruptionBudget');

describe('defaults (no PlatformConfig)', () => {
  const p = plan(guardrail(CATALOG_GUARDRAIL), facts());

  test('gate and engine run one replica each, with requests and a memory limit, and no disruption budget', () => {
    expect(deployment(p, 'pii-gate').replicas).toBe(1);
    expect(deployment(p, 'pseudonymizer').replicas).toBe(1);
    expect(deployment(p, 'pii-gate').template.spec.containers[0].resources).toEqual({ requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '256Mi' } });
    expect(deployment(p, 'pseudonymizer').template.spec.containers[0].resources).toEqual({ requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '512Mi' } });
    expect(budgets(p)).toEqual([]);
  });

  test('the gate is probed on its metrics port, the engine on its only port, each on a port the container declares', () => {
    for (const [name, port] of [['pii-gate', 'metrics'], ['pseudonymizer', 'http']]) {
      const c = deployment(p, name).template.spec.containers[0];
      expect(c.readinessProbe.httpGet).toEqual({ path: '/readyz', port });
      expect(c.livenessProbe.httpGet).toEqual({ path: '/healthz', port });
      expect(c.ports.map((x: { name: string }) => x.name)).toContain(port);
    }
    const gatePorts = deployment(p, 'pii-gate').template.spec.containers[0].ports;
    expect(gatePorts).toContainEqual({ name: 'metrics', containerPort: 9090 });
  });
});

describe('spec.workloads', () => {
  const p = plan(
    guardrail(CATALOG_GUARDRAIL),
    facts({
      platformObjects: [
        platformConfig({
          gate: { replicas: 3, resources: { limits: { memory: '1Gi', cpu: 2 } } },
          engine: { replicas: 2, resources: { requests: { cpu: '250m' } } },
        }),
      ],
    }),
  );

  test('sets replicas, and each given requests/limits map replaces the default one', () => {
    expect(p.events).toEqual([]);
    expect(deployment(p, 'pii-gate').replicas).toBe(3);
    expect(deployment(p, 'pii-gate').template.spec.containers[0].resources).toEqual({ requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '2', memory: '1Gi' } });
    expect(deployment(p, 'pseudonymizer').replicas).toBe(2);
    expect(deployment(p, 'pseudonymizer').template.spec.containers[0].resources).toEqual({ requests: { cpu: '250m' }, limits: { memory: '512Mi' } });
  });

  test('more than one replica gets a PodDisruptionBudget that lets one pod go at a time, selecting the pods', () => {
    const [gate, engine] = [...budgets(p)].sort((a, b) => a.metadata.name.localeCompare(b.metadata.name));
    expect(gate.metadata).toMatchObject({ name: 'pii-gate', namespace: 'team-a' });
    expect(engine.metadata).toMatchObject({ name: 'pseudonymizer', namespace: 'platform-guardrail-system' });
    for (const [budget, name] of [[gate, 'pii-gate'], [engine, 'pseudonymizer']] as const) {
      expect(budget.apiVersion).toBe('policy/v1');
      expect((budget.spec as any).maxUnavailable).toBe(1);
      expect(deployment(p, name).template.metadata.labels).toMatchObject((budget.spec as any).selector.matchLabels);
    }
    // The gate's budget is the Guardrail's own; the engine's is shared with the engine release.
    expect(p.objects).toContain(gate);
    expect(p.shared).toContain(engine);
  });

  test('an invalid value keeps the default and raises a Warning InvalidPlatformConfig naming it', () => {
    const bad = plan(guardrail(CATALOG_GUARDRAIL), facts({ platformObjects: [platformConfig({ gate: { replicas: 0, resources: { requests: { memory: 'lots' } } } })] }));
    expect(deployment(bad, 'pii-gate').replicas).toBe(1);
    expect(deployment(bad, 'pii-gate').template.spec.containers[0].resources.requests).toEqual({ cpu: '50m', memory: '64Mi' });
    expect(bad.events.map((e) => [e.type, e.reason])).toEqual([
      ['Warning', 'InvalidPlatformConfig'],
      ['Warning', 'InvalidPlatformConfig'],
    ]);
    expect(bad.events[0].message).toContain('spec.workloads.gate.replicas: 0 is not a whole number');
    expect(workloadsOf(platformConfig({ gate: { resources: { requests: { memory: 'lots' } } } })).problems).toEqual([
      'PlatformConfig cluster: spec.workloads.gate.resources.requests.memory: "lots" is not a quantity; the whole map is ignored',
    ]);
  });
});
