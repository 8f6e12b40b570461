/**
 * A license lapse never widens what flows unguarded: a Guardrail whose gate runs stays wired and
 * Blocking (its gate gets the lapsed license and blocks every request); only a Guardrail never
 * wired is Refused. Ready means its Deployments run.
 */
import { gateLicenseSecret } from '../../lib/guardrail/guardrail-release';
import { decideApply } from '../../lib/plan/hold';
import { plan } from '../../lib/plan/plan';
import { COMMUNITY, type ClusterFacts, type Plan } from '../../lib/plan/types';
import { CATALOG_GUARDRAIL, ENTERPRISE, facts, gateway, guardrail, LICENSE } from './fixtures';

const RUNNING = { exists: true, available: true };
const pii = guardrail({ ...CATALOG_GUARDRAIL, blockedReason: 'guardrail unlicensed' }, 'pii', 'team-a', { uid: 'u1', generation: 3 });
const ready = (p: Plan) => p.status.conditions.find((c) => c.type === 'Ready');
const licenseData = (p: Plan) => p.objects.find((o) => o.kind === 'Secret' && o.metadata.name === 'pii-gate-license')?.data as Record<string, string> | undefined;
const decode = (b64: string | undefined) => Buffer.from(b64 ?? '', 'base64').toString('utf8');

const LAPSES: Record<string, Partial<ClusterFacts>> = {
  'feature removed from the license': { entitlements: { ...ENTERPRISE, features: ['multi-tenancy'] } },
  'license expired or revoked (Community, the lapsed token still mounted)': { entitlements: COMMUNITY },
  'license Secret removed (Community, no token)': { entitlements: COMMUNITY, licenseMaterial: undefined },
};

describe.each(Object.entries(LAPSES))('a wired Guardrail when the %s', (_what, lapse) => {
  const lapsed = () => plan(pii, facts({ ...lapse, gateDeployment: RUNNING, engineDeployment: RUNNING }));

  test('stays wired and Blocking: the same gate objects, Ready=False LicenseLapsed naming the block verdict', () => {
    const licensed = plan(pii, facts({ gateDeployment: RUNNING, engineDeployment: RUNNING }));
    const p = lapsed();
    expect(p.blocked).toBeUndefined();
    expect(p.objects.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(licensed.objects.map((o) => `${o.kind}/${o.metadata.name}`));
    expect(p.shared.map((o) => o.metadata.name)).toEqual(licensed.shared.map((o) => o.metadata.name));
    expect(p.status).toMatchObject({ phase: 'Blocking', endpoint: licensed.status.endpoint, guardrailNames: ['pseudonymizer'] });
    expect(ready(p)).toMatchObject({ status: 'False', reason: 'LicenseLapsed' });
    expect(ready(p)!.message).toContain('"guardrail unlicensed"');
    expect(p.events).toEqual([expect.objectContaining({ type: 'Warning', reason: 'LicenseLapsed' })]);
  });

  test('the gate receives the lapsed license (or none), never the last one that allowed guardrail', () => {
    const data = licenseData(lapsed());
    expect(data).toBeDefined();
    expect(decode(data!['license.jwt'])).toBe(lapse.licenseMaterial === undefined && 'licenseMaterial' in lapse ? '' : LICENSE.token);
  });

  test('a Gateway keeps it wired and reports GuardrailBlocking', () => {
    const status = lapsed().status;
    const gw = plan(
      gateway({ models: [{ name: 'gpt-4o', model: 'openai/gpt-4o', refSecretKey: 'openai' }], guardrailRefs: [{ name: 'pii' }] }),
      facts({ guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii, status: status as never }] }),
    );
    expect(gw.blocked).toBeUndefined();
    expect(gw.objects.filter((o) => o.kind === 'ProxyGuardrail').map((o) => o.metadata.name)).toEqual(['main-pii-pre-call', 'main-pii-post-call']);
    expect(ready(gw)).toMatchObject({ status: 'False', reason: 'GuardrailBlocking' });
    expect(gw.status.guardrailCount).toBe(1);
  });
});

describe('a Guardrail never wired', () => {
  test.each([
    ['no guardrail feature', { entitlements: COMMUNITY, licenseMaterial: undefined }, 'GuardrailUnlicensed'],
    ['the feature but no license material', { licenseMaterial: undefined }, 'LicenseMaterialMissing'],
  ])('is Refused with nothing emitted (%s)', (_what, f, reason) => {
    const p = plan(pii, facts({ ...f, gateDeployment: { exists: false, available: false } }));
    expect(p.status.phase).toBe('Refused');
    expect(ready(p)).toMatchObject({ status: 'False', reason });
    expect(p.objects).toEqual([]);
    expect(p.shared).toEqual([]);
    expect(p.blocked).toMatchObject({ reason });
    expect(decideApply(p, []).objects).toEqual([]);
  });
});

describe('the license returns', () => {
  test('the same objects forward again: only the license Secret data differs from the lapsed plan', () => {
    const lapsed = plan(pii, facts({ entitlements: COMMUNITY, gateDeployment: RUNNING, engineDeployment: RUNNING }));
    const back = plan(pii, facts({ gateDeployment: RUNNING, engineDeployment: RUNNING }));
    expect(back.status.phase).toBe('Ready');
    const strip = (p: Plan) => p.objects.map((o) => ({ ...o, data: undefined }));
    expect(strip(back)).toEqual(strip(lapsed));
    expect(back.shared).toEqual(lapsed.shared);
  });
});

describe('an invalid edit while the license lapses', () => {
  test('the running gate still gets the lapsed license; the rest is held', () => {
    const bad = guardrail({ mode: 'nope' }, 'pii', 'team-a', { uid: 'u1', generation: 4 });
    const p = plan(bad, facts({ entitlements: COMMUNITY, licenseMaterial: undefined, gateDeployment: RUNNING }));
    expect(p.status.phase).toBe('Invalid');
    expect(p.blocked?.reason).toBe('InvalidSpec');
    expect(p.alwaysApply).toEqual([
      expect.objectContaining({ kind: 'Secret', metadata: expect.objectContaining({ name: 'pii-gate-license', ownerReferences: [expect.objectContaining({ uid: 'u1' })] }) }),
    ]);
    expect(decode((p.alwaysApply![0].data as Record<string, string>)['license.jwt'])).toBe('');
    const d = decideApply(p, [{ kind: 'Deployment', name: 'pii-gate' }]);
    expect(d.objects).toEqual(p.alwaysApply);
    expect(d.prune).toBe(false);
  });

  test('the standalone license Secret is the one the release emits (same labels, same data)', () => {
    const full = plan(pii, facts()).objects.find((o) => o.kind === 'Secret')!;
    const alone = gateLicenseSecret('pii', 'team-a', LICENSE);
    expect({ ...full, metadata: { ...full.metadata, labels: undefined, ownerReferences: undefined } }).toEqual({
      ...alone,
      metadata: { ...alone.metadata, labels: undefined },
    });
    expect(full.metadata.labels).toMatchObject(alone.metadata.labels!);
  });

  test('a licensed invalid edit sends nothing at all', () => {
    const bad = guardrail({ mode: 'nope' }, 'pii', 'team-a', { uid: 'u1' });
    expect(plan(bad, facts({ gateDeployment: RUNNING })).alwaysApply).toBeUndefined();
  });
});

describe('Ready means running', () => {
  test('Progressing while the gate Deployment rolls out, naming what it waits for; wired by Gateways', () => {
    const p = plan(pii, facts({ gateDeployment: { exists: true, available: false, waiting: '0/1 replicas available' }, engineDeployment: RUNNING }));
    expect(p.status.phase).toBe('Progressing');
    expect(ready(p)).toMatchObject({ status: 'False', reason: 'Progressing' });
    expect(ready(p)!.message).toContain('Deployment team-a/pii-gate (0/1 replicas available)');
    expect(p.objects.length).toBeGreaterThan(0);
    const gw = plan(gateway({ guardrailRefs: [{ name: 'pii' }] }), facts({ guardrails: [{ namespace: 'team-a', name: 'pii', resource: pii, status: p.status as never }] }));
    expect(gw.objects.filter((o) => o.kind === 'ProxyGuardrail').map((o) => o.metadata.name)).toEqual(['main-pii-pre-call', 'main-pii-post-call']);
    expect(ready(gw)).toMatchObject({ status: 'False', reason: 'Progressing' });
  });

  test('Progressing while the shared catalog engine Deployment is not available', () => {
    const p = plan(pii, facts({ gateDeployment: RUNNING, engineDeployment: { exists: true, available: false, waiting: '0/2 replicas available' } }));
    expect(ready(p)!.message).toContain('shared pseudonymizer engine Deployment (0/2 replicas available)');
  });

  test('Ready once both are available; an external Guardrail waits for its gate only', () => {
    expect(plan(pii, facts({ gateDeployment: RUNNING, engineDeployment: RUNNING })).status.phase).toBe('Ready');
    const ext = guardrail({ mode: 'external', external: { apiBase: 'https://g.example.com' } }, 'ext');
    expect(plan(ext, facts({ gateDeployment: RUNNING, engineDeployment: { exists: false, available: false } })).status.phase).toBe('Ready');
  });

  test('a Gateway is Progressing while its instance does not report ready', () => {
    const gw = plan(gateway({}), facts({ instance: { kind: 'ProxyInstance', name: 'main', ready: false } }));
    expect(gw.blocked).toBeUndefined();
    expect(ready(gw)).toMatchObject({ status: 'False', reason: 'Progressing' });
    expect(ready(plan(gateway({}), facts({ instance: { kind: 'ProxyInstance', name: 'main', ready: true } })))).toMatchObject({ status: 'True' });
  });
});
