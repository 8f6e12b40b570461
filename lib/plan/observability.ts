/**
 * Which trace export a Gateway gets: the Observability object named by `spec.observabilityRef`
 * when the platform license grants `observability` and the object is in the facts and usable, else
 * the manual `spec.observability` callback, else none. A ref that cannot be wired raises a Warning
 * Event saying why and what is used instead. The shape aigw reads of an Observability object is in
 * lib/platform/observability.ts.
 */
import type { Gateway } from '../api/gateway';
import { findNamespaced } from '../platform/objects';
import { OBSERVABILITY_KIND, readObservability } from '../platform/observability';
import type { TraceExport } from '../proxy/instance-settings';
import type { ClusterFacts, PlannedEvent } from './types';

export { OBSERVABILITY_KIND } from '../platform/observability';
/** The licensed platform feature that auto-wires `observabilityRef`. */
export const OBSERVABILITY_FEATURE = 'observability';

export const ObservabilityReason = Object.freeze({
  /** The license lacks {@link OBSERVABILITY_FEATURE}. */
  Unlicensed: 'ObservabilityUnlicensed',
  /** The referenced object is not in the cluster. */
  NotFound: 'ObservabilityNotFound',
  /** The referenced object lacks `spec.endpoint` or `spec.credentialsSecretRef`. */
  Invalid: 'ObservabilityInvalid',
});

export interface TraceExportDecision {
  readonly traceExport?: TraceExport;
  /** Where {@link traceExport} came from. */
  readonly source?: 'observabilityRef' | 'observability';
  readonly events: PlannedEvent[];
}

export function decideTraceExport(gateway: Gateway, facts: ClusterFacts): TraceExportDecision {
  const { spec } = gateway;
  const manual: TraceExport | undefined = spec.observability
    ? { host: spec.observability.host, secretName: spec.observability.callbackSecretRef.name }
    : undefined;
  const fallback = (reason: string, why: string): TraceExportDecision => ({
    traceExport: manual,
    ...(manual ? { source: 'observability' as const } : {}),
    events: [{ type: 'Warning', reason, message: `spec.observabilityRef: ${why}${manual ? '; using spec.observability instead' : '; no trace export is wired'}` }],
  });
  const ref = spec.observabilityRef;
  if (!ref) return { traceExport: manual, ...(manual ? { source: 'observability' as const } : {}), events: [] };

  if (!facts.entitlements.features.includes(OBSERVABILITY_FEATURE)) {
    return fallback(ObservabilityReason.Unlicensed, `the platform license lacks feature ${OBSERVABILITY_FEATURE}`);
  }
  const found = findNamespaced(facts.platformObjects, OBSERVABILITY_KIND, ref.namespace, ref.name);
  if (!found) return fallback(ObservabilityReason.NotFound, `Observability ${ref.namespace}/${ref.name} was not found`);
  const read = readObservability(found);
  if (!read.target) return fallback(ObservabilityReason.Invalid, `Observability ${ref.namespace}/${ref.name} cannot be used: ${read.problem}`);
  return { traceExport: { host: read.target.endpoint, secretName: read.target.credentialsSecretName }, source: 'observabilityRef', events: [] };
}
