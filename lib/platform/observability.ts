/**
 * The Observability kind (platform.aigw.dev/v1alpha1) as aigw reads it: where traces go and the
 * Secret with the project keys, the same two things the manual `spec.observability` of a Gateway
 * names. A Gateway points at one with `spec.observabilityRef`. Pure.
 */
import type { ResourceInput } from '../plan/types';
import { record, str } from './objects';
import { isHttpUrl } from '../api/http-url';

export const OBSERVABILITY_KIND = 'Observability';

/** What an Observability object gives a Gateway's trace export. */
export interface ObservabilityTarget {
  /** `spec.endpoint`: the trace collector's base URL (http or https). */
  readonly endpoint: string;
  /**
   * `spec.credentialsSecretRef.name`: the Secret with keys `publicKey` and `secretKey`. The gateway
   * pods read it by reference, so it must exist in the Gateway's namespace.
   */
  readonly credentialsSecretName: string;
}

/** Reads an Observability object: its target, or why it cannot be used (field paths named). */
export function readObservability(resource: ResourceInput): { target?: ObservabilityTarget; problem?: string } {
  const spec = record(resource.spec);
  const endpoint = str(spec.endpoint);
  const secretName = str(record(spec.credentialsSecretRef).name);
  const problems: string[] = [];
  if (endpoint === undefined) problems.push('spec.endpoint is required');
  else if (!isHttpUrl(endpoint)) problems.push(`spec.endpoint must be an http(s) URL, got ${JSON.stringify(endpoint)}`);
  if (secretName === undefined) problems.push('spec.credentialsSecretRef.name is required');
  if (problems.length > 0 || endpoint === undefined || secretName === undefined) return { problem: problems.join(', ') };
  return { target: { endpoint, credentialsSecretName: secretName } };
}
