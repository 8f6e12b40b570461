/** The ProxyInstance status the upstream controller writes, and how the aigw operator reads it. */
import { instanceReadyOf } from '../../lib/platform/instance-status';
import { instanceStatus, notHonoured } from '../../upstream/proxy/instance-status';

const base = {
  namespace: 'ai',
  name: 'main',
  unsupported: [
    'ProxyInstance/main.spec.image: belongs to the LiteLLM Deployment, not config.yaml',
    'ProxyInstance/main.spec.replicas: belongs to the LiteLLM Deployment, not config.yaml',
    'ProxyInstance/main.spec.sso: SSO provider env (client id/secret, endpoints) is not mapped yet',
    'ProxyTeam/main-research: created through LiteLLM\'s management API, not config.yaml',
  ],
  guardrailCollisions: [],
  configHash: 'abc',
};

describe('instanceStatus', () => {
  it('is Ready=True exactly when the Deployment is available, as the operator reads it', () => {
    const up = instanceStatus({ ...base, deployment: { exists: true, available: true } });
    const down = instanceStatus({ ...base, deployment: { exists: true, available: false, waiting: '0/2 replicas available' } });
    expect(instanceReadyOf({ status: up })).toBe(true);
    expect(instanceReadyOf({ status: down })).toBe(false);
    expect(down.conditions[0]).toMatchObject({ type: 'Ready', status: 'False', reason: 'DeploymentUnavailable' });
    expect(down.conditions[0].message).toContain('0/2 replicas available');
  });

  it('lists what LiteLLM cannot honour, less what the Deployment carries (image, replicas)', () => {
    const s = instanceStatus({ ...base, deployment: { exists: true, available: true } });
    expect(s.unsupportedFields).toEqual([base.unsupported[2], base.unsupported[3]]);
    expect(s.conditions[1]).toMatchObject({ type: 'FieldsHonoured', status: 'False', reason: 'UnsupportedFields' });
  });

  it('drops what a management sync reports as held by LiteLLM, and says when it failed', () => {
    expect(notHonoured('main', base.unsupported, ['ProxyTeam/main-research'])).toEqual([base.unsupported[2]]);
    const failed = instanceStatus({ ...base, deployment: { exists: true, available: true }, managementWired: true, management: { synced: [], problem: 'connection refused' } });
    expect(failed.conditions[2]).toMatchObject({ type: 'ManagementSynced', status: 'False', message: 'connection refused' });
  });

  it('says the organizations and teams are not applied when LiteLLM runs without a database, and why per object', () => {
    const message = 'not applied: the ProxyInstance has no spec.database, and LiteLLM keeps organizations, teams and budgets only in its database';
    const report = { objects: [{ object: 'ProxyTeam/main-research', id: 'aigw.ai.team.main-research', action: 'skipped' as const, applied: false, reason: 'NoDatabase', message }] };
    const s = instanceStatus({ ...base, deployment: { exists: true, available: true }, managementWired: true, management: { synced: [], database: false, report } });
    expect(s.conditions[2]).toMatchObject({ type: 'ManagementSynced', status: 'False', reason: 'NoDatabase' });
    expect(s.conditions[2].message).toContain('LiteLLM runs without a database');
    expect(s.unsupportedFields).toContain(`ProxyTeam/main-research: ${message}`);
    expect(s.unsupportedFields).not.toContain(base.unsupported[3]);
  });

  it('reports guardrail name collisions', () => {
    const s = instanceStatus({ ...base, deployment: { exists: true, available: true }, guardrailCollisions: [{ name: 'pii-pre-call', objects: ['a', 'b'] }] });
    expect(s.guardrailCollisions).toEqual([{ name: 'pii-pre-call', objects: ['a', 'b'] }]);
  });

  it('says which Secret keys are missing when the pods cannot start', () => {
    const s = instanceStatus({ ...base, deployment: { exists: true, available: false, waiting: '0/1 replicas available' }, missingSecretKeys: ['main-sso/client-id'] });
    expect(s.conditions[0]).toMatchObject({ type: 'Ready', status: 'False', reason: 'SecretMissing' });
    expect(s.conditions[0].message).toContain('main-sso/client-id');
  });
});
