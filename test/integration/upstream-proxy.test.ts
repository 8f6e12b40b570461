/**
 * aigw's upstream controller for the proxy.aigw.dev kinds against a real API server, with the
 * operator running: the examples' proxy Gateway and Guardrails become a LiteLLM ConfigMap,
 * Deployment, Service and Ingress; the ProxyInstance turns Ready once the Deployment is available
 * and the Gateway follows; a model edit rolls the pods; turning ingress off prunes the Ingress; a
 * restarted controller writes nothing; what LiteLLM cannot honour is in the instance status; the
 * organization and team are created through the management API (an in-test server with LiteLLM's
 * shapes: LiteLLM's database mode cannot start here, see docs/upstream-proxy.md) and say so in their
 * status. The controller runs as a ServiceAccount holding only the rules of lib/meta/upstream-proxy.ts,
 * so they are proven enough.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import type { KubeObject } from '../../runtime/kube/types';
import { inputsFor, REFERRING_KINDS, type ReferringKind } from '../../upstream/proxy/inputs';
import { litellmConfig } from '../../upstream/proxy/litellm-config';
import {
  CONFIG_HASH_ANNOTATION,
  SECRET_VERSIONS_ANNOTATION,
  UPSTREAM_PROXY_FIELD_MANAGER,
  UPSTREAM_PROXY_LEASE,
  UPSTREAM_PROXY_MANAGED_BY,
  UPSTREAM_PROXY_REPORTING_CONTROLLER,
} from '../../upstream/proxy/names';
import { clientFor, currentControlPlane, REPO_ROOT } from './support/control-plane';
import { DeploymentController } from './support/deployments';
import { condition, Kube, LicenseKit, PLATFORM, PROXY, waitFor } from './support/kube';
import { OperatorProcess } from './support/operator-process';
import { kubeconfigAs, serviceAccountToken } from './support/service-account-identity';
import { MANAGED_SELECTOR } from '../../runtime/owned';
import { UPSTREAM_PROXY_CLUSTER_RULES, UPSTREAM_PROXY_NAMESPACE_RULES } from '../../lib/meta/upstream-proxy';
import { LiteLLMManagementServer } from '../upstream/support/litellm-management-server';

const cp = currentControlPlane();
const client = clientFor(cp);
const kube = new Kube(client);
let ns: string;
let license: LicenseKit;
let operator: OperatorProcess;
let upstream: OperatorProcess;
let deployments: DeploymentController;
/** The Secret values of examples/proxy-secrets.yaml. */
const secretValues: string[] = [];

/** The examples' documents, moved into namespace `ns` (a cluster sets its own creationTimestamp). */
function example(file: string): KubeObject[] {
  return parseAllDocuments(readFileSync(join(REPO_ROOT, 'examples', file), 'utf8'))
    .map((d) => d.toJS() as KubeObject)
    .filter(Boolean)
    .map((o) => {
      const { creationTimestamp: _ignored, ...metadata } = o.metadata;
      return { ...o, metadata: { ...metadata, namespace: ns } };
    });
}

/**
 * The example Gateway with an organization and a team, which this file's management API serves (the
 * quickstart's `main` has none: the project's LiteLLM image runs without the database they live in).
 */
function withTenancy(o: KubeObject): KubeObject {
  if (o.kind !== 'Gateway') return o;
  const tenancy = {
    organization: { name: 'acme', maxBudget: 1000, budgetDuration: '30d', rpmLimit: 600 },
    teams: [{ name: 'research', maxBudgetMonthly: 200, budgetDuration: '30d' }],
  };
  return { ...o, spec: { ...(o.spec as Record<string, unknown>), ...tenancy } };
}

const LITELLM = 'main-litellm';
let dir: string;
/** A kubeconfig for a ServiceAccount of `ns` bound to exactly the controller's RBAC rules. */
let restricted: string;

async function restrictedKubeconfig(): Promise<string> {
  const sa = 'aigw-upstream-proxy';
  const role = `aigw-upstream-proxy-${ns}`;
  await kube.create({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: sa, namespace: ns } });
  await kube.create({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', metadata: { name: role }, rules: UPSTREAM_PROXY_CLUSTER_RULES as unknown as KubeObject[] });
  await kube.create({
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'ClusterRoleBinding',
    metadata: { name: role },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
    subjects: [{ kind: 'ServiceAccount', name: sa, namespace: ns }],
  });
  await kube.create({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', metadata: { name: sa, namespace: ns }, rules: UPSTREAM_PROXY_NAMESPACE_RULES as unknown as KubeObject[] });
  await kube.create({
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'RoleBinding',
    metadata: { name: sa, namespace: ns },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: sa },
    subjects: [{ kind: 'ServiceAccount', name: sa, namespace: ns }],
  });
  // A token for the ServiceAccount, as the kubelet would mount it.
  return kubeconfigAs(cp, await serviceAccountToken(client, ns, sa), dir);
}
/** LiteLLM's management API, answering with the master key the operator generated into Secret main-keys. */
const management = new LiteLLMManagementServer(async () => {
  const secret = await kube.get('v1', 'Secret', ns, 'main-keys');
  const encoded = (secret?.data as Record<string, string> | undefined)?.masterKey;
  return encoded === undefined ? undefined : Buffer.from(encoded, 'base64').toString('utf8');
});
let managementUrl: string;
const upstreamArgs = () => ['--namespace', ns, '--leader-elect-namespace', ns, '--resync-seconds', '1', '--litellm-url', managementUrl];

beforeAll(async () => {
  ns = await kube.createNamespace('upstream');
  dir = mkdtempSync(join(tmpdir(), 'aigw-upstream-'));
  restricted = await restrictedKubeconfig();
  managementUrl = await management.start();
  deployments = new DeploymentController(kube, [ns], [MANAGED_SELECTOR, `app.kubernetes.io/managed-by=${UPSTREAM_PROXY_MANAGED_BY}`]);
  // Held until the test that watches the instance turn Ready lets it go.
  deployments.held.add(`${ns}/${LITELLM}`);
  deployments.start();
  license = await LicenseKit.create();
  await kube.create(license.secret(ns, 'aigw-license', await license.issue(['guardrail', 'multi-tenancy', 'observability'], 2)));
  for (const s of example('proxy-secrets.yaml')) {
    secretValues.push(...Object.values((s.stringData ?? {}) as Record<string, string>));
    await kube.create(s);
  }
  // The operator waits for this controller's Lease (in ns, where the controller holds it) before it emits Proxy* objects.
  operator = await OperatorProcess.start(cp.kubeconfig, [
    '--namespace', ns, '--license-secret', `${ns}/aigw-license`, '--license-public-key', license.publicKeyFile, '--resync-seconds', '2',
    '--upstream-proxy-namespace', ns, '--upstream-proxy-check-seconds', '1',
  ]);
  upstream = await OperatorProcess.startUpstreamProxy(restricted, upstreamArgs());
  for (const file of ['guardrail-pseudonymizer.yaml', 'guardrail-external.yaml', 'proxy-gateway.yaml']) for (const o of example(file)) await kube.create(withTenancy(o));
});

afterAll(async () => {
  deployments?.stop();
  await upstream?.stop();
  await operator?.stop();
  await management.stop();
  license?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
  for (const kind of ['ClusterRoleBinding', 'ClusterRole']) await kube.delete('rbac.authorization.k8s.io/v1', kind, '', `aigw-upstream-proxy-${ns}`).catch(() => undefined);
  await client.close();
});

/** The live Proxy* objects pointing at ProxyInstance main, as the controller reads them. */
async function liveInputs() {
  const instance = (await kube.get(PROXY, 'ProxyInstance', ns, 'main'))!;
  const lists = Object.fromEntries(await Promise.all(REFERRING_KINDS.map(async (k) => [k, await kube.list(PROXY, k, ns)]))) as Record<ReferringKind, KubeObject[]>;
  return inputsFor(instance, lists);
}

/** The Events this controller raised about ProxyInstance `name`. */
async function instanceEvents(name: string): Promise<{ type: string; reason: string }[]> {
  const all = await kube.list('events.k8s.io/v1', 'Event', ns);
  return all
    .filter((e) => e.reportingController === UPSTREAM_PROXY_REPORTING_CONTROLLER && (e.regarding as { kind: string; name: string }).kind === 'ProxyInstance' && (e.regarding as { name: string }).name === name)
    .map((e) => ({ type: e.type as string, reason: e.reason as string }));
}

const container = (d: KubeObject) => (d.spec as any).template.spec.containers[0];

test('the ProxyInstance becomes a ConfigMap holding the built config.yaml, a Deployment and a Service', async () => {
  const configMap = await waitFor('the LiteLLM ConfigMap', () => kube.get('v1', 'ConfigMap', ns, LITELLM));
  const deployment = await waitFor('the LiteLLM Deployment', () => kube.get('apps/v1', 'Deployment', ns, LITELLM));
  const service = await waitFor('the LiteLLM Service', () => kube.get('v1', 'Service', ns, LITELLM));
  // Settled: the operator emitted every Proxy* object (both guardrails, two modes each: four ProxyGuardrails) and the controller caught up.
  await waitFor('config.yaml to match the builder', async () => {
    const cm = await kube.get('v1', 'ConfigMap', ns, LITELLM);
    const inputs = await liveInputs();
    const built = litellmConfig(inputs).config;
    return inputs.guardrails.length === 4 && JSON.stringify(parse((cm!.data as any)['config.yaml'])) === JSON.stringify(built);
  });
  const config = parse(((await kube.get('v1', 'ConfigMap', ns, LITELLM))!.data as any)['config.yaml']);
  expect(config.model_list.map((m: any) => m.model_name)).toEqual(['chat', 'reasoning']);
  // One LiteLLM guardrail per Guardrail, under the name its status.guardrailNames gives, running both its modes.
  expect(config.guardrails.map((g: any) => [g.guardrail_name, g.litellm_params.mode])).toEqual([
    ['moderation', ['pre_call', 'post_call']],
    ['pseudonymizer', ['pre_call', 'post_call']],
  ]);

  const instance = (await kube.get(PROXY, 'ProxyInstance', ns, 'main'))!;
  for (const o of [configMap, deployment, service]) {
    expect(o.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'ProxyInstance', name: 'main', uid: instance.metadata.uid, controller: true })]);
    expect(o.metadata.labels?.['app.kubernetes.io/managed-by']).toBe(UPSTREAM_PROXY_MANAGED_BY);
    expect((o.metadata.managedFields as { manager: string }[]).map((f) => f.manager)).toContain(UPSTREAM_PROXY_FIELD_MANAGER);
  }
  expect((service.spec as any).ports).toEqual([expect.objectContaining({ name: 'http', port: 4000 })]);
  // The image the example Gateway names, as repository:tag.
  const { repository, tag } = (example('proxy-gateway.yaml').find((o) => o.kind === 'Gateway')!.spec as any).instance.image;
  expect(container(deployment).image).toBe(`${repository}:${tag}`);
  expect((deployment.spec as any).replicas).toBe(2);
});

test('the Deployment takes secrets only through secretKeyRef; no Secret value is written anywhere', async () => {
  const deployment = (await kube.get('apps/v1', 'Deployment', ns, LITELLM))!;
  const env = container(deployment).env as { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  const fromSecrets = env.filter((e) => e.valueFrom);
  expect(fromSecrets.length).toBeGreaterThanOrEqual(6);
  for (const e of fromSecrets) expect(Object.keys(e.valueFrom!)).toEqual(['secretKeyRef']);
  expect(fromSecrets).toContainEqual({ name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'main-database-url', key: 'DATABASE_URL' } } });
  // The examples' idp-a SSO: LiteLLM's Microsoft login env, the client id and secret from the Secret.
  expect(fromSecrets).toContainEqual({ name: 'MICROSOFT_CLIENT_SECRET', valueFrom: { secretKeyRef: { name: 'main-sso', key: 'client-secret' } } });
  expect(env).toContainEqual({ name: 'MICROSOFT_TENANT', value: '00000000-0000-0000-0000-000000000001' });
  const written = JSON.stringify([deployment, await kube.get('v1', 'ConfigMap', ns, LITELLM)]);
  for (const v of secretValues) expect(written).not.toContain(v);
});

test('the ProxyInstance is Ready exactly when its Deployment is available, and the Gateway follows', async () => {
  const waiting = await waitFor('ProxyInstance Ready=False', async () => {
    const s = await kube.status(PROXY, 'ProxyInstance', ns, 'main');
    return condition(s, 'Ready')?.status === 'False' ? s : undefined;
  });
  expect(condition(waiting, 'Ready')).toMatchObject({ reason: 'DeploymentUnavailable' });
  // Waiting for pods is progress, not news; a field LiteLLM cannot honour (see below) is.
  expect(await instanceEvents('main')).toEqual([{ type: 'Warning', reason: 'UnsupportedFields' }]);
  // Before the instance reports, the Gateway says Progressing; once it has, the instance's reason.
  const notReady = await waitFor('Gateway instanceReady false with the instance\'s reason', async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, 'main');
    return s.instanceReady === false && condition(s, 'Ready')?.reason !== 'Progressing' ? s : undefined;
  });
  // The instance's own reason and message, not a generic one.
  expect(condition(notReady, 'Ready')).toMatchObject({ status: 'False', reason: 'DeploymentUnavailable' });
  expect(condition(notReady, 'Ready')!.message).toContain(`ProxyInstance main is not ready: LiteLLM Deployment ${LITELLM}: waiting for`);

  deployments.held.delete(`${ns}/${LITELLM}`);
  const ready = await waitFor('ProxyInstance Ready=True', async () => {
    const s = await kube.status(PROXY, 'ProxyInstance', ns, 'main');
    return condition(s, 'Ready')?.status === 'True' ? s : undefined;
  });
  const instance = (await kube.get(PROXY, 'ProxyInstance', ns, 'main'))!;
  expect(condition(ready, 'Ready')).toMatchObject({ reason: 'Available', observedGeneration: instance.metadata.generation });
  const gateway = await waitFor('Gateway Ready', async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, 'main');
    return condition(s, 'Ready')?.status === 'True' ? s : undefined;
  });
  expect(gateway.instanceReady).toBe(true);
  // The turn is an Event on the instance, raised once however often the controller resyncs (every second here).
  await waitFor('Ready and Synced Events on the ProxyInstance', async () => (await instanceEvents('main')).filter((e) => e.type === 'Normal').length >= 2);
  const passes = async () => upstream.metricSum('controller_runtime_reconcile_total', (l) => l.includes('result="success"'));
  const seen = await passes();
  await waitFor('three more reconciles', async () => (await passes()) >= seen + 3, 30_000);
  const raised = (await instanceEvents('main')).sort((a, b) => a.reason.localeCompare(b.reason));
  // Once available, the organization and team reach LiteLLM: ManagementSynced turns True, also an Event.
  expect(raised).toEqual([
    { type: 'Normal', reason: 'Ready' },
    { type: 'Normal', reason: 'Synced' },
    { type: 'Warning', reason: 'UnsupportedFields' },
  ]);
  // It found the running controller through its Lease (not told to skip the check).
  expect(operator.logs.some((l) => l.msg === 'upstream controller is running')).toBe(true);
});

test('the organization and team are created through the management API and say so in their status', async () => {
  const orgName = 'main-org-acme';
  const teamName = 'main-research';
  const org = await waitFor('ProxyOrganization Synced=True', async () => {
    const s = await kube.status(PROXY, 'ProxyOrganization', ns, orgName);
    return condition(s, 'Synced')?.status === 'True' ? s : undefined;
  });
  const team = await waitFor('ProxyTeam Synced=True', async () => {
    const s = await kube.status(PROXY, 'ProxyTeam', ns, teamName);
    return condition(s, 'Synced')?.status === 'True' ? s : undefined;
  });
  expect(org.organizationId).toBe(`aigw.${ns}.org.${orgName}`);
  expect(team.teamId).toBe(`aigw.${ns}.team.${teamName}`);
  const held = management.organizations.get(org.organizationId as string)!;
  expect(held.organization_alias).toBe('acme');
  expect(management.budgets.get(held.budget_id as string)).toMatchObject({ max_budget: 1000, budget_duration: '30d', rpm_limit: 600 });
  expect(management.teams.get(team.teamId as string)).toMatchObject({ team_alias: 'research', organization_id: org.organizationId, max_budget: 200, budget_duration: '30d' });
  const instance = await kube.status(PROXY, 'ProxyInstance', ns, 'main');
  expect(condition(instance, 'ManagementSynced')).toMatchObject({ status: 'True', reason: 'Synced' });
  // The Gateway counts the team and relays the sync.
  const gateway = await waitFor('Gateway TenancySynced=True', async () => {
    const s = await kube.status(PLATFORM, 'Gateway', ns, 'main');
    return condition(s, 'TenancySynced')?.status === 'True' ? s : undefined;
  });
  expect(gateway.teamCount).toBe(1);
  expect(condition(gateway, 'TenancySynced')).toMatchObject({ reason: 'Synced' });
  expect((instance.unsupportedFields as string[]).some((f) => /^Proxy(Organization|Team)\//.test(f))).toBe(false);
  // Every call carried the instance's master key, and the key is in no status.
  const key = Buffer.from(((await kube.get('v1', 'Secret', ns, 'main-keys'))!.data as Record<string, string>).masterKey, 'base64').toString('utf8');
  expect(management.requests.every((r) => r.authorization === `Bearer ${key}`)).toBe(true);
  expect(JSON.stringify([org, team, instance])).not.toContain(key);
});

test('what LiteLLM cannot honour is listed in the ProxyInstance status', async () => {
  const s = await kube.status(PROXY, 'ProxyInstance', ns, 'main');
  const fields = s.unsupportedFields as string[];
  // The two IdP roles share LiteLLM's internal_user; what ai-admins loses that way is said.
  expect(fields).toEqual(expect.arrayContaining([expect.stringMatching(/^ProxyInstance\/main\.spec\.generalSettings\.rolePermissions\[\d\]: role ai-admins shares LiteLLM role internal_user/)]));
  // The Deployment and the Ingress carry these, and the SSO env is complete, so they are not reported.
  expect(fields.some((f) => /\.spec\.(image|replicas|ingress|sso)\b/.test(f))).toBe(false);
  expect(condition(s, 'FieldsHonoured')).toMatchObject({ status: 'False', reason: 'UnsupportedFields' });
  // The Gateway says so too, listing the same fields.
  const gateway = await waitFor('Gateway FeaturesSupported=False', async () => {
    const g = await kube.status(PLATFORM, 'Gateway', ns, 'main');
    return condition(g, 'FeaturesSupported')?.status === 'False' ? g : undefined;
  });
  expect(condition(gateway, 'FeaturesSupported')).toMatchObject({ reason: 'NotHonouredByInstance' });
  expect(condition(gateway, 'FeaturesSupported')!.message).toMatch(/rolePermissions\[\d\]: role ai-admins shares LiteLLM role internal_user/);
});

test('editing a model in the Gateway rewrites config.yaml and rolls the pods', async () => {
  const before = (await kube.get('apps/v1', 'Deployment', ns, LITELLM))!;
  const hashBefore = (before.spec as any).template.metadata.annotations[CONFIG_HASH_ANNOTATION];
  const gw = (await kube.get(PLATFORM, 'Gateway', ns, 'main'))!;
  const models = (gw.spec as { models: Record<string, unknown>[] }).models.map((m) => (m.name === 'chat' ? { ...m, model: 'openai/gpt-4.1-mini' } : m));
  await kube.patch(PLATFORM, 'Gateway', ns, 'main', { spec: { models } });
  const after = await waitFor('the pod-template hash to change', async () => {
    const d = await kube.get('apps/v1', 'Deployment', ns, LITELLM);
    return (d?.spec as any).template.metadata.annotations[CONFIG_HASH_ANNOTATION] !== hashBefore ? d : undefined;
  });
  expect(after.metadata.generation).toBeGreaterThan(before.metadata.generation!);
  expect(((await kube.get('v1', 'ConfigMap', ns, LITELLM))!.data as any)['config.yaml']).toContain('openai/gpt-4.1-mini');
  await waitFor('ProxyInstance Ready again after the rollout', async () => condition(await kube.status(PROXY, 'ProxyInstance', ns, 'main'), 'Ready')?.status === 'True');
});

test('spec.ingress becomes an Ingress to the Service; turning it off in the Gateway prunes the Ingress', async () => {
  const instance = (await kube.get(PROXY, 'ProxyInstance', ns, 'main'))!;
  const ingress = await waitFor('the LiteLLM Ingress', () => kube.get('networking.k8s.io/v1', 'Ingress', ns, LITELLM));
  expect(ingress.metadata.ownerReferences).toEqual([expect.objectContaining({ kind: 'ProxyInstance', name: 'main', uid: instance.metadata.uid, controller: true })]);
  expect(ingress.metadata.labels?.['app.kubernetes.io/managed-by']).toBe(UPSTREAM_PROXY_MANAGED_BY);
  expect(ingress.spec).toMatchObject({
    tls: [{ hosts: ['ai.example.com'], secretName: 'main-tls' }],
    rules: [{ host: 'ai.example.com', http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: LITELLM, port: { number: 4000 } } } }] } }],
  });

  await kube.patch(PLATFORM, 'Gateway', ns, 'main', { spec: { ingress: { enabled: false } } });
  await waitFor('the Ingress to be pruned', async () => (await kube.get('networking.k8s.io/v1', 'Ingress', ns, LITELLM)) === undefined);
  expect(await upstream.metricSum('aigw_upstream_proxy_pruned_objects_total', (l) => l.includes('kind="Ingress"'))).toBe(1);
  // The rest stays.
  expect(await kube.get('v1', 'Service', ns, LITELLM)).toBeDefined();
  expect(await kube.get('apps/v1', 'Deployment', ns, LITELLM)).toBeDefined();
  await waitFor('ProxyInstance Ready again after the rollout', async () => condition(await kube.status(PROXY, 'ProxyInstance', ns, 'main'), 'Ready')?.status === 'True');
});

test('a deleted Guardrail keeps its gate until every LiteLLM pod runs a config without it', async () => {
  const endpoint = (await kube.status(PLATFORM, 'Guardrail', ns, 'moderation')).endpoint as string;
  expect(endpoint).toBeTruthy();
  const servingGate = async () => ((await kube.status(PROXY, 'ProxyInstance', ns, 'main')).servingGuardrails as string[] | undefined)?.some((u) => u.startsWith(endpoint));
  await waitFor('the instance saying its pods call the moderation gate', async () => (await servingGate()) === true);
  // The rollout that drops the guardrail will not finish until released.
  deployments.held.add(`${ns}/${LITELLM}`);
  await kube.delete(PLATFORM, 'Guardrail', ns, 'moderation');
  await waitFor('the ProxyGuardrails calling the gate pruned', async () =>
    (await kube.list(PROXY, 'ProxyGuardrail', ns)).every((g) => !String((g.spec as { apiBase?: string }).apiBase ?? '').startsWith(endpoint)),
  );
  const waiting = await waitFor('moderation waiting for the LiteLLM rollout', async () => {
    const g = await kube.get(PLATFORM, 'Guardrail', ns, 'moderation');
    const ready = g && condition(g.status as Record<string, unknown>, 'Ready');
    return ready?.reason === 'WaitingForGatewaysToUnwire' && ready.message.includes('still run a config that calls its gate') ? ready : undefined;
  });
  expect(waiting.message).toContain(`Gateway ${ns}/main (the pods of its ProxyInstance main still run a config that calls its gate)`);
  expect(await servingGate()).toBe(true);

  deployments.held.delete(`${ns}/${LITELLM}`);
  await waitFor('moderation gone once the rollout is complete', async () => (await kube.get(PLATFORM, 'Guardrail', ns, 'moderation')) === undefined);
  expect(await servingGate()).toBe(false);
});

test('rotating a model key rolls the pods; editing an unrelated Secret does not', async () => {
  const annotations = async () => ((await kube.get('apps/v1', 'Deployment', ns, LITELLM))!.spec as any).template.metadata.annotations as Record<string, string>;
  const before = await annotations();
  expect(before[SECRET_VERSIONS_ANNOTATION]).toMatch(/^[0-9a-f]{32}$/);
  const writes = await upstream.settledWrites(1000);
  await kube.create({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'unrelated', namespace: ns }, stringData: { k: 'v' } });
  // Several resyncs (every second) later, nothing was written for it.
  expect(await upstream.settledWrites(1500)).toBe(writes);
  expect(await annotations()).toEqual(before);
  await kube.patch('v1', 'Secret', ns, 'main-model-credentials', { stringData: { 'openai-api-key': 'rotated-key-value' } });
  secretValues.push('rotated-key-value');
  const after = await waitFor('the secret-versions annotation to change', async () => {
    const a = await annotations();
    return a[SECRET_VERSIONS_ANNOTATION] !== before[SECRET_VERSIONS_ANNOTATION] ? a : undefined;
  });
  expect(after[CONFIG_HASH_ANNOTATION]).toBe(before[CONFIG_HASH_ANNOTATION]);
  expect(JSON.stringify(await kube.get('apps/v1', 'Deployment', ns, LITELLM))).not.toContain('rotated-key-value');
  await waitFor('ProxyInstance Ready again after the rollout', async () => condition(await kube.status(PROXY, 'ProxyInstance', ns, 'main'), 'Ready')?.status === 'True');
});

test('the controller renews its Lease, and a restarted controller writes nothing in a steady state', async () => {
  const lease = await kube.get('coordination.k8s.io/v1', 'Lease', ns, UPSTREAM_PROXY_LEASE);
  expect((lease?.spec as { holderIdentity?: string }).holderIdentity).toBeTruthy();
  await upstream.settledWrites(2000);
  // The instance's status writes do not set the operator writing either.
  await operator.settledWrites(2000);
  const managementWrites = management.writes().length;
  await upstream.stop();
  upstream = await OperatorProcess.startUpstreamProxy(restricted, upstreamArgs());
  // Resync is every second: wait for several full passes over the instance.
  await waitFor('five reconciles', async () => (await upstream.metricSum('controller_runtime_reconcile_total', (l) => l.includes('result="success"'))) >= 5, 30_000);
  expect(await upstream.writes()).toBe(0);
  // Nor to LiteLLM: the organization and team are found by id, not created again.
  expect(management.writes()).toHaveLength(managementWrites);
  expect([management.organizations.size, management.teams.size]).toEqual([1, 1]);
  expect(await upstream.metricSum('aigw_upstream_proxy_unchanged_objects_total')).toBeGreaterThanOrEqual(15);
  expect(await upstream.metricSum('controller_runtime_reconcile_total', (l) => l.includes('result="error"'))).toBe(0);
  // Nothing was refused to the ServiceAccount (a denied list/watch would only show in the log).
  expect(upstream.logs.filter((l) => l.level !== 'INFO' && l.level !== 'DEBUG')).toEqual([]);
  const renewed = await waitFor('a Lease renewal by the new holder', async () => {
    const l = await kube.get('coordination.k8s.io/v1', 'Lease', ns, UPSTREAM_PROXY_LEASE);
    const spec = l?.spec as { holderIdentity?: string; renewTime?: string };
    return spec.holderIdentity && spec.holderIdentity !== (lease?.spec as { holderIdentity?: string }).holderIdentity ? spec : undefined;
  });
  expect(Date.now() - Date.parse(renewed.renewTime!)).toBeLessThan(60_000);
});
