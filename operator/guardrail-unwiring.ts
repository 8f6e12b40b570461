/**
 * Whether a Guardrail being deleted can lose its gate yet. Gateways route requests to the gate, so
 * the gate goes only once every Gateway has dropped it from what runs: no instance lists it as
 * wired (lib/plan/wired-guardrail.ts) and no upstream guardrail object (ProxyGuardrail,
 * AltGuardrailItem) still calls its endpoint, even one being deleted: an upstream controller that
 * holds such an object with its own finalizer until its gateway stops calling the gate keeps the gate
 * up that long — and, once it is gone, no instance says its pods still call the gate
 * (`status.servingGuardrails`: LiteLLM pods run the config they started with until the rollout that
 * drops the guardrail is complete). Reads the caches only.
 */
import { servingGuardrailsOf } from '../lib/platform/instance-status';
import { INSTANCE_KINDS, wiredGuardrailsOf } from '../lib/plan/wired-guardrail';
import type { ResourceInput } from '../lib/plan/types';
import type { KubeObject } from '../runtime/kube/types';
import { ownedView, type OwnedCaches } from '../runtime/owned';

/** A Gateway that still routes to a Guardrail being deleted, and why. */
export interface StillWired {
  /** `namespace/name` of the Gateway. */
  readonly gateway: string;
  readonly why: string;
}

/** The URL fields through which an upstream guardrail object calls a gate, by kind. */
export const GATE_URL_FIELDS: Readonly<Record<string, string>> = { ProxyGuardrail: 'apiBase', AltGuardrailItem: 'url' };

/** The upstream kinds whose change may free a Guardrail being deleted. */
export const UNWIRING_KINDS: ReadonlySet<string> = new Set([...INSTANCE_KINDS, ...Object.keys(GATE_URL_FIELDS)]);

function record(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/**
 * The URL an upstream guardrail object calls (its `spec.apiBase` or `spec.url`), if it is of a kind
 * that calls a gate. The owned caches keep this one field of the spec so a Guardrail being deleted
 * still sees which objects call its gate.
 */
export function gateUrlOf(obj: KubeObject, kind: string = obj.kind): string | undefined {
  const field = GATE_URL_FIELDS[kind];
  const url = field ? record(obj.spec)[field] : undefined;
  return typeof url === 'string' ? url : undefined;
}

/**
 * What the operator's owned caches keep of a child: {@link ownedView}, and of an upstream guardrail
 * object (ProxyGuardrail, AltGuardrailItem) the gate URL it calls, so a Guardrail being deleted waits
 * while any cached object still calls its gate.
 */
export function gateCallerView(obj: KubeObject): KubeObject {
  const view = ownedView(obj);
  const field = GATE_URL_FIELDS[obj.kind];
  const url = gateUrlOf(obj);
  if (field && url !== undefined) view.spec = { [field]: url };
  return view;
}

/** The Guardrail's gate URL, as its status publishes it to the Gateways. */
function endpointOf(guardrail: KubeObject): string | undefined {
  const endpoint = record(guardrail.status).endpoint;
  return typeof endpoint === 'string' && endpoint.length > 0 ? endpoint : undefined;
}

/**
 * The Gateways (of `gateways`, the cached ones) that still route to `guardrail`, judged from what
 * each Gateway emitted (`owned`). Empty once the Guardrail's gate can go.
 */
export function gatewaysStillWired(guardrail: KubeObject, gateways: readonly KubeObject[], owned: Pick<OwnedCaches, 'childrenOf'>): StillWired[] {
  const key = `${guardrail.metadata.namespace}/${guardrail.metadata.name}`;
  const endpoint = endpointOf(guardrail);
  const out: StillWired[] = [];
  for (const gateway of gateways) {
    const uid = gateway.metadata.uid;
    if (!uid) continue;
    const at = `${gateway.metadata.namespace}/${gateway.metadata.name}`;
    const children = owned.childrenOf(uid);
    const instance = children.find((c) => INSTANCE_KINDS.has(c.obj.kind || c.type.kind))?.obj;
    const calling = endpoint
      ? children.filter((c) => gateUrlOf(c.obj, c.obj.kind || c.type.kind)?.startsWith(endpoint))
      : [];
    if (instance && wiredGuardrailsOf(instance as ResourceInput).includes(key)) {
      out.push({ gateway: at, why: `its ${instance.kind} still wires it` });
    } else if (calling.length > 0) {
      const names = calling.map((c) => `${c.obj.kind || c.type.kind} ${c.obj.metadata.name}`).sort();
      out.push({ gateway: at, why: `${names.join(', ')} still ${calling.length === 1 ? 'calls' : 'call'} its gate` });
    } else if (endpoint && instance && servingGuardrailsOf(instance as ResourceInput)?.some((url) => url.startsWith(endpoint))) {
      // The upstream object is gone, but the pods still run a config that calls the gate (a rollout in progress).
      out.push({ gateway: at, why: `the pods of its ${instance.kind} ${instance.metadata.name} still run a config that calls its gate` });
    }
  }
  return out;
}
