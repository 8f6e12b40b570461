/**
 * Which trace export a Gateway gets: the Observability object named by `spec.observabilityRef`
 * when it is in the facts and the license grants `observability`, else the manual
 * `spec.observability` callback, else none. Only the shape aigw reads of an Observability object:
 * `spec.endpoint` (or `spec.host`) and `spec.credentialsSecretRef.name` (a Secret in the Gateway's
 * namespace with keys `publicKey` and `secretKey`).
 */
import type { Gateway } from '../api/gateway';
import type { TraceExport } from '../proxy/instance-settings';
import type { ClusterFacts, PlannedEvent, ResourceInput } from './types';

export const OBSERVABILITY_KIND = 'Observability';
/** The licensed feature that auto-wires `observabilityRef`. */
export const OBSERVABILITY_FEATURE = 'observability';

export interface TraceExportDecision {
  readonly traceExport?: TraceExport;
  readonly events: PlannedEvent[];
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

function obj(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function findObservability(facts: ClusterFacts, namespace: string, name: string): ResourceInput | undefined {
  return (facts.platformObjects ?? []).find(
    (o) => o.kind === OBSERVABILITY_KIND && o.metadata?.name === name && (str(o.metadata?.namespace) ?? 'default') === namespace,
  );
}

export function decideTraceExport(gateway: Gateway, facts: ClusterFacts): TraceExportDecision {
  const { spec } = gateway;
  const manual: TraceExport | undefined = spec.observability
    ? { host: spec.observability.host, secretName: spec.observability.callbackSecretRef.name }
    : undefined;
  const ref = spec.observabilityRef;
  if (!ref) return { traceExport: manual, events: [] };

  const fallback = manual ? '; using spec.observability instead' : '; no trace export is wired';
  if (!facts.entitlements.features.includes(OBSERVABILITY_FEATURE)) {
    return {
      traceExport: manual,
      events: [{ type: 'Warning', reason: 'ObservabilityUnlicensed', message: `spec.observabilityRef: the platform license lacks feature ${OBSERVABILITY_FEATURE}${fallback}` }],
    };
  }
  const found = findObservability(facts, ref.namespace, ref.name);
  const s = obj(found?.spec);
  const secretName = str(obj(s.credentialsSecretRef).name);
  if (!found || !secretName) {
    const why = found ? 'has no spec.credentialsSecretRef.name' : 'was not found';
    return {
      traceExport: manual,
      events: [{ type: 'Warning', reason: 'ObservabilityNotFound', message: `spec.observabilityRef: Observability ${ref.namespace}/${ref.name} ${why}${fallback}` }],
    };
  }
  return { traceExport: { host: str(s.endpoint) ?? str(s.host), secretName }, events: [] };
}
