import { plan } from '../../lib/plan/plan';
import type { InstanceFact, Plan } from '../../lib/plan/types';
import { COMMUNITY } from '../../lib/plan/types';
import { altGateway } from '../alt/support';
import { CATALOG_GUARDRAIL, facts, gateway, guardrail } from './fixtures';

const condition = (p: Plan, type: string) => p.status.conditions.find((c) => c.type === type);
const MODELS = { models: [{ name: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }] };
const TENANCY = { ...MODELS, organization: { name: 'acme' }, teams: [{ name: 'nlp' }] };
const READY: InstanceFact = { kind: 'ProxyInstance', name: 'main', ready: true };

function withInstance(instance: InstanceFact | undefined, spec: Record<string, unknown> = MODELS): Plan {
  return plan(gateway(spec), facts(instance ? { instance } : {}));
}

describe('a Gateway and the instance it emitted', () => {
  test('offline (no instance fact, as in aigw render) the plan assumes the instance ready, as it always did', () => {
    const p = withInstance(undefined, TENANCY);
    expect(condition(p, 'Ready')).toMatchObject({ status: 'True', reason: 'Reconciled' });
    expect(p.status).not.toHaveProperty('instanceReady');
    expect(condition(p, 'TenancySynced')).toBeUndefined();
  });

  test('an instance not created yet, or without a status, is not ready: Progressing, saying it has not reported', () => {
    const absent = withInstance({ kind: 'ProxyInstance' });
    expect(condition(absent, 'Ready')).toMatchObject({ status: 'False', reason: 'Progressing', message: 'the ProxyInstance main has not reported ready yet (it is not created yet)' });
    const silent = withInstance({ kind: 'ProxyInstance', name: 'main' });
    expect(condition(silent, 'Ready')).toMatchObject({ status: 'False', reason: 'Progressing', message: 'the ProxyInstance main has not reported ready yet (it has written no status yet)' });
    expect(silent.status).not.toHaveProperty('instanceReady');
    expect(silent.events).toContainEqual({ type: 'Normal', reason: 'Progressing', message: 'the ProxyInstance main has not reported ready yet (it has written no status yet)' });
    // Still applied: a soft wait, nothing held.
    expect(silent.blocked).toBeUndefined();
    expect(silent.objects.length).toBeGreaterThan(0);
  });

  test("a not-ready instance lends its reason and message; a failure is a Warning, a rollout a Normal event", () => {
    const missing = withInstance({ kind: 'ProxyInstance', name: 'main', ready: false, reason: 'SecretMissing', message: 'LiteLLM pods cannot start without Secret key main-proxy-license/license' });
    expect(condition(missing, 'Ready')).toMatchObject({
      status: 'False',
      reason: 'SecretMissing',
      message: 'the ProxyInstance main is not ready: LiteLLM pods cannot start without Secret key main-proxy-license/license',
    });
    expect(missing.status.instanceReady).toBe(false);
    expect(missing.events).toContainEqual(expect.objectContaining({ type: 'Warning', reason: 'SecretMissing' }));

    const rolling = withInstance({ kind: 'ProxyInstance', name: 'main', ready: false, reason: 'DeploymentUnavailable', message: 'LiteLLM Deployment main-litellm: waiting for 0/1 replicas available' });
    expect(condition(rolling, 'Ready')).toMatchObject({ status: 'False', reason: 'DeploymentUnavailable' });
    expect(rolling.events).toContainEqual(expect.objectContaining({ type: 'Normal', reason: 'DeploymentUnavailable' }));

    // An instance that says only `ready: false` (no condition) has no reason to lend.
    expect(condition(withInstance({ kind: 'ProxyInstance', name: 'main', ready: false }), 'Ready')).toMatchObject({ reason: 'Progressing', message: 'the ProxyInstance main does not report ready yet' });
  });

  test('an instance failing is named before a Guardrail still rolling out; a starting one after it', () => {
    const rolling = { namespace: 'team-a', name: 'pii', resource: guardrail(CATALOG_GUARDRAIL, 'pii'), status: { phase: 'Progressing', endpoint: 'http://pii-gate.team-a.svc.cluster.local:8080' } };
    const spec = { ...MODELS, guardrailRefs: [{ name: 'pii' }] };
    const reasons = (instance: InstanceFact) => {
      const ready = condition(plan(gateway(spec), facts({ guardrails: [rolling], instance })), 'Ready')!;
      return [ready.reason, ready.message.split('; ').length];
    };
    expect(reasons({ kind: 'ProxyInstance', name: 'main', ready: false, reason: 'SecretMissing', message: 'm' })).toEqual(['SecretMissing', 2]);
    const starting = condition(plan(gateway(spec), facts({ guardrails: [rolling], instance: { kind: 'ProxyInstance', name: 'main', ready: false, reason: 'DeploymentUnavailable', message: 'm' } })), 'Ready')!;
    expect(starting.reason).toBe('Progressing');
    expect(starting.message).toMatch(/^spec\.guardrailRefs\[0\]: Guardrail team-a\/pii is wired and not Ready yet.*; the ProxyInstance main is not ready: m$/);
  });

  test('fields the instance cannot honour turn FeaturesSupported False, listing them; Ready is unaffected', () => {
    const line = 'ProxyInstance/main.spec.generalSettings.rolePermissions[1]: role ai-admins shares LiteLLM role internal_user';
    const p = withInstance({ ...READY, notHonoured: [line] });
    expect(condition(p, 'FeaturesSupported')).toMatchObject({ status: 'False', reason: 'NotHonouredByInstance', message: `not honoured by the ProxyInstance main: ${line}` });
    expect(condition(p, 'Ready')).toMatchObject({ status: 'True', reason: 'Reconciled' });
    expect(p.status.unsupportedFeatures).toEqual([]);
    expect(p.events).toContainEqual({ type: 'Warning', reason: 'NotHonouredByInstance', message: `not honoured by the ProxyInstance main: ${line}` });
    expect(condition(withInstance(READY), 'FeaturesSupported')).toMatchObject({ status: 'True' });
  });

  test("a Gateway with teams relays the instance's ManagementSynced as TenancySynced; Ready is False while it fails", () => {
    const failed = withInstance({ ...READY, managementSynced: { status: 'False', reason: 'NoDatabase', message: 'LiteLLM runs without a database' } }, TENANCY);
    expect(condition(failed, 'TenancySynced')).toMatchObject({ status: 'False', reason: 'NoDatabase', message: 'ProxyInstance main: LiteLLM runs without a database' });
    expect(condition(failed, 'Ready')).toMatchObject({ status: 'False', reason: 'TenancyNotSynced' });
    expect(condition(failed, 'Ready')!.message).toContain('LiteLLM runs without a database');

    const synced = withInstance({ ...READY, managementSynced: { status: 'True', reason: 'Synced', message: '2 objects held by LiteLLM' } }, TENANCY);
    expect(condition(synced, 'TenancySynced')).toMatchObject({ status: 'True', reason: 'Synced' });
    expect(condition(synced, 'Ready')).toMatchObject({ status: 'True' });

    const unreported = withInstance(READY, TENANCY);
    expect(condition(unreported, 'TenancySynced')).toMatchObject({ status: 'Unknown', reason: 'NotReported' });
    expect(condition(unreported, 'Ready')).toMatchObject({ status: 'True' });
  });

  test('a plan that must not be applied does not add "not created yet" to its reason', () => {
    const blocked = plan(gateway(TENANCY), facts({ entitlements: COMMUNITY, instance: { kind: 'ProxyInstance' } }));
    expect(condition(blocked, 'Ready')).toMatchObject({ status: 'False', reason: 'MultiTenancyUnlicensed', message: 'spec.organization and spec.teams need licensed feature multi-tenancy' });
    // What a running instance reports is still said.
    const failing = plan(gateway(TENANCY), facts({ entitlements: COMMUNITY, instance: { kind: 'ProxyInstance', name: 'main', ready: false, reason: 'SecretMissing', message: 'm' } }));
    expect(condition(failing, 'Ready')!.message).toContain('the ProxyInstance main is not ready: m');
  });

  test('no TenancySynced without organization or teams, or without multi-tenancy', () => {
    expect(condition(withInstance(READY), 'TenancySynced')).toBeUndefined();
    const community = plan(gateway(TENANCY), facts({ entitlements: COMMUNITY, instance: READY }));
    expect(condition(community, 'TenancySynced')).toBeUndefined();
  });

  test('an alt Gateway waits for its AltInstance too, and relays no tenancy sync its instance does not report', () => {
    const alt = altGateway({}, { organization: { name: 'acme' }, teams: [{ name: 'nlp' }] });
    const waiting = plan(alt, facts({ instance: { kind: 'AltInstance' } }));
    expect(condition(waiting, 'Ready')).toMatchObject({ status: 'False', reason: 'Progressing', message: expect.stringContaining('the AltInstance') });
    const running = plan(alt, facts({ instance: { kind: 'AltInstance', name: 'main', ready: true } }));
    expect(condition(running, 'TenancySynced')).toBeUndefined();
  });
});
