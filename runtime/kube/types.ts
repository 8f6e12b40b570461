/** The few Kubernetes API shapes the controllers read and write, without a generated client. */

export interface ObjectMeta {
  name: string;
  namespace?: string;
  uid?: string;
  resourceVersion?: string;
  generation?: number;
  creationTimestamp?: string;
  deletionTimestamp?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  finalizers?: string[];
  ownerReferences?: unknown[];
  [key: string]: unknown;
}

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: ObjectMeta;
  [key: string]: unknown;
}

/** A resource type as discovery describes it: enough to build its URL. */
export interface ResourceType {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly plural: string;
  readonly namespaced: boolean;
}

export interface ListResult {
  readonly items: KubeObject[];
  readonly resourceVersion: string;
}

export type WatchEventType = 'ADDED' | 'MODIFIED' | 'DELETED' | 'BOOKMARK' | 'ERROR';

export interface WatchEvent {
  readonly type: WatchEventType;
  readonly object: KubeObject;
}

/** A non-2xx answer of the API server, with its `Status` reason when it sent one. */
export class KubeApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'KubeApiError';
  }
}

export function isNotFound(e: unknown): boolean {
  return e instanceof KubeApiError && e.status === 404;
}

export function isConflict(e: unknown): boolean {
  return e instanceof KubeApiError && e.status === 409;
}

export function isGone(e: unknown): boolean {
  return e instanceof KubeApiError && e.status === 410;
}

export function apiVersionOf(rt: Pick<ResourceType, 'group' | 'version'>): string {
  return rt.group ? `${rt.group}/${rt.version}` : rt.version;
}

/** `group/version` -> [group, version]; the core group is ''. */
export function splitApiVersion(apiVersion: string): [string, string] {
  const i = apiVersion.indexOf('/');
  return i < 0 ? ['', apiVersion] : [apiVersion.slice(0, i), apiVersion.slice(i + 1)];
}

/** `ns/name` or `name` for cluster-scoped objects: the key of caches and queues. */
export function objectKey(namespace: string | undefined, name: string): string {
  return namespace ? `${namespace}/${name}` : name;
}
