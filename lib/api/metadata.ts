/** The identity of a primary resource, read from untrusted metadata. */
import type { ResourceInput } from '../plan/types';
import { type FieldErrors, SpecReader } from './reader';

export interface ObjectMeta {
  readonly name: string;
  /** `default` when absent (as `kubectl apply` would place it). */
  readonly namespace: string;
  /** Absent when rendering offline. */
  readonly uid?: string;
  /** Absent when rendering offline. */
  readonly generation?: number;
}

/** DNS-1123 label: what a namespace or most object names must be. */
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
/** DNS-1123 subdomain. */
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

export function parseMetadata(resource: ResourceInput, errors: FieldErrors): ObjectMeta {
  const r = SpecReader.of(resource.metadata, 'metadata', errors, { required: true });
  const name = r.string('name', { required: true }) ?? '';
  if (name && (name.length > 253 || !DNS_SUBDOMAIN.test(name))) {
    r.error('name', `must be a DNS subdomain (lower-case letters, digits, '-' and '.'), got ${JSON.stringify(name)}`);
  }
  // Emitted Services are named after the object (`<name>-gate`, `<name>`), and a Service name is a
  // DNS-1035 label: it must start with a letter.
  if (name && !/^[a-z]/.test(name)) {
    r.error('name', `must start with a lower-case letter (it names Services, which are DNS-1035 labels), got ${JSON.stringify(name)}`);
  }
  const namespace = r.string('namespace') ?? 'default';
  if (namespace.length > 63 || !DNS_LABEL.test(namespace)) {
    r.error('namespace', `must be a DNS label, got ${JSON.stringify(namespace)}`);
  }
  const uid = r.string('uid');
  const generation = r.int('generation', { min: 0 });
  return { name, namespace, ...(uid ? { uid } : {}), ...(generation !== undefined ? { generation } : {}) };
}
