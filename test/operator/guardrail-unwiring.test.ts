/**
 * A deleted Guardrail keeps its gate while any Gateway still routes to it: its instance lists it as
 * wired, or an upstream guardrail object still calls the gate. Pure: the caches are arrays.
 */
import { APPLIED_GUARDRAILS_ANNOTATION, UNWIRED_GUARDRAILS_ANNOTATION } from '../../lib/plan/wired-guardrail';
import { controllerFor, GUARDRAIL_UNWIRING, type Caches, type ControllerContext } from '../../operator/controllers';
import { primariesMentioning } from '../../operator/dependencies';
import { gateCallerView, gatewaysStillWired } from '../../operator/guardrail-unwiring';
import type { KubeObject, ResourceType } from '../../runtime/kube/types';
import type { OwnedCaches } from '../../runtime/owned';

const API = 'platform.aigw.dev/v1alpha1';
const ENDPOINT = 'http://pii-gate.a.svc.cluster.local:8080';
const DELETED = '2026-01-01T00:00:00Z';

const pii: KubeObject = {
  apiVersion: API,
  kind: 'Guardrail',
  metadata: { name: 'pii', namespace: 'a', uid: 'g-uid', deletionTimestamp: DELETED, finalizers: ['aigw.dev/cleanup'] },
  spec: { mode: 'catalog', catalog: 'pseudonymizer' },
  status: { phase: 'Ready', endpoint: ENDPOINT },
};

function gateway(name: string, uid: string, refs: unknown[] = [{ name: 'pii' }]): KubeObject {
  return { apiVersion: API, kind: 'Gateway', metadata: { name, namespace: 'a', uid }, spec: { guardrailRefs: refs } };
}

function instance(kind: string, annotations: Record<string, string>): KubeObject {
  return { apiVersion: 'x/v1', kind, metadata: { name: 'gw', namespace: 'a', annotations } };
}

function upstream(kind: string, name: string, spec: Record<string, unknown>, extra: Partial<KubeObject['metadata']> = {}): KubeObject {
  return { apiVersion: 'x/v1', kind, metadata: { name, namespace: 'a', ...extra }, spec };
}

/** Owned caches holding `children` by owner uid. */
function owned(children: Record<string, KubeObject[]>): Pick<OwnedCaches, 'childrenOf'> {
  const type = (kind: string) => ({ group: 'x', version: 'v1', kind, plural: `${kind.toLowerCase()}s`, namespaced: true }) as ResourceType;
  return { childrenOf: (uid) => (children[uid] ?? []).map((obj) => ({ type: type(obj.kind), obj })) };
}

const wired = { [APPLIED_GUARDRAILS_ANNOTATION]: 'a/pii,a/tox' };
const unwired = { [APPLIED_GUARDRAILS_ANNOTATION]: 'a/tox', [UNWIRED_GUARDRAILS_ANNOTATION]: 'a/pii' };

test('a Gateway whose instance still lists it as wired holds the gate', () => {
  const still = gatewaysStillWired(pii, [gateway('gw', 'u1')], owned({ u1: [instance('ProxyInstance', wired)] }));
  expect(still).toEqual([{ gateway: 'a/gw', why: 'its ProxyInstance still wires it' }]);
});

test('a ProxyGuardrail still calling the gate holds it, even one being deleted', () => {
  const calling = upstream('ProxyGuardrail', 'gw-pii-pre-call', { apiBase: ENDPOINT }, { deletionTimestamp: DELETED });
  const other = upstream('ProxyGuardrail', 'gw-tox-pre-call', { apiBase: 'http://tox-gate.a.svc.cluster.local:8080' });
  const still = gatewaysStillWired(pii, [gateway('gw', 'u1')], owned({ u1: [instance('ProxyInstance', unwired), calling, other] }));
  expect(still).toEqual([{ gateway: 'a/gw', why: 'ProxyGuardrail gw-pii-pre-call still calls its gate' }]);
});

test('with the ProxyGuardrail gone, pods that still run a config calling the gate hold it until the rollout is complete', () => {
  const rolling = { ...instance('ProxyInstance', unwired), status: { servingGuardrails: [`${ENDPOINT}/guardrails/pre_call`, 'http://tox-gate.a.svc.cluster.local:8080'] } };
  expect(gatewaysStillWired(pii, [gateway('gw', 'u1')], owned({ u1: [rolling] }))).toEqual([
    { gateway: 'a/gw', why: 'the pods of its ProxyInstance gw still run a config that calls its gate' },
  ]);
  const rolledOut = { ...instance('ProxyInstance', unwired), status: { servingGuardrails: ['http://tox-gate.a.svc.cluster.local:8080'] } };
  expect(gatewaysStillWired(pii, [gateway('gw', 'u1')], owned({ u1: [rolledOut] }))).toEqual([]);
});

test('what the owned caches keep of a calling object (not its whole spec) still holds the gate', () => {
  const calling = upstream('ProxyGuardrail', 'gw-pii-pre-call', { apiBase: ENDPOINT, guardrail: 'custom', mode: 'pre_call', extra: { big: 'x'.repeat(100) } });
  const item = upstream('AltGuardrailItem', 'gw-guardrail-pii', { url: `${ENDPOINT}/alt/v1/check`, timeoutMs: 500 });
  const cached = [calling, item].map(gateCallerView);
  expect(cached.map((c) => c.spec)).toEqual([{ apiBase: ENDPOINT }, { url: `${ENDPOINT}/alt/v1/check` }]);
  const still = gatewaysStillWired(pii, [gateway('gw', 'u1')], owned({ u1: [gateCallerView(instance('ProxyInstance', unwired)), ...cached] }));
  expect(still).toEqual([{ gateway: 'a/gw', why: 'AltGuardrailItem gw-guardrail-pii, ProxyGuardrail gw-pii-pre-call still call its gate' }]);
});

test('an AltGuardrailItem calling the gate (endpoint plus the alt path) holds it', () => {
  const item = upstream('AltGuardrailItem', 'gw-guardrail-pii', { url: `${ENDPOINT}/alt/v1/check` });
  const still = gatewaysStillWired(pii, [gateway('gw', 'u1')], owned({ u1: [instance('AltInstance', unwired), item] }));
  expect(still.map((s) => s.gateway)).toEqual(['a/gw']);
});

test('Gateways that never wired it, or wire only others, do not hold it', () => {
  const gws = [gateway('gw', 'u1'), gateway('other', 'u2', [{ name: 'tox' }]), gateway('empty', 'u3', [])];
  const children = { u1: [instance('ProxyInstance', unwired)], u2: [instance('ProxyInstance', { [APPLIED_GUARDRAILS_ANNOTATION]: 'a/tox' })] };
  expect(gatewaysStillWired(pii, gws, owned(children))).toEqual([]);
  // A Guardrail of the same name in another namespace is another Guardrail.
  const elsewhere = { ...pii, metadata: { ...pii.metadata, namespace: 'b' }, status: { endpoint: 'http://pii-gate.b.svc.cluster.local:8080' } };
  expect(gatewaysStillWired(elsewhere, [gateway('gw', 'u1')], owned({ u1: [instance('ProxyInstance', wired)] }))).toEqual([]);
});

describe('the Guardrail controller', () => {
  const controller = controllerFor('Guardrail')!;
  const caches = (objects: KubeObject[]): Caches => ({
    primaries: (kind) => objects.filter((o) => o.kind === kind),
    platformObjects: () => [],
    mentioning: (kind, ns, name) => primariesMentioning(objects.filter((o) => o.kind === kind), ns, name),
  });

  test('waits with reason WaitingForGatewaysToUnwire naming each Gateway that still routes to it', () => {
    const ctx = { caches: caches([pii, gateway('gw', 'u1')]), owned: owned({ u1: [instance('ProxyInstance', wired)] }) } as unknown as ControllerContext;
    const wait = controller.awaitBeforeCleanup!(pii, ctx);
    expect(wait).toEqual({ reason: GUARDRAIL_UNWIRING, message: expect.stringContaining('Gateway a/gw (its ProxyInstance still wires it)') });
    const free = { caches: caches([pii, gateway('gw', 'u1')]), owned: owned({ u1: [instance('ProxyInstance', unwired)] }) } as unknown as ControllerContext;
    expect(controller.awaitBeforeCleanup!(pii, free)).toBeUndefined();
  });

  test('a change of a Gateway instance or upstream guardrail queues the Guardrails being deleted, nothing else', () => {
    const live = { ...pii, metadata: { name: 'tox', namespace: 'a' } };
    const world = caches([pii, live]);
    expect(controller.childChanged!(upstream('ProxyGuardrail', 'x', {}), world).map((g) => g.metadata.name)).toEqual(['pii']);
    expect(controller.childChanged!(instance('AltInstance', {}), world).map((g) => g.metadata.name)).toEqual(['pii']);
    expect(controller.childChanged!(upstream('ConfigMap', 'x', {}), world)).toEqual([]);
  });
});
