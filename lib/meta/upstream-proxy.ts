/**
 * What the operator and its install know of the upstream proxy controller (upstream/proxy/): the
 * Lease it holds and the Kubernetes permissions it needs, exactly. Its install manifests build its
 * ClusterRole and Role from these, so code and manifests cannot drift apart. Here, below both,
 * because the operator watches that Lease and its install ships the controller beside the operator.
 */
import { PROXY_GROUP } from './groups';

/**
 * The coordination.k8s.io Lease the upstream proxy controller (`aigw upstream proxy`) holds and
 * renews in its own namespace. The operator reads a fresh `renewTime` on it as "the upstream
 * controller is running", and its install grants the controller that one Lease: keep the name.
 */
export const UPSTREAM_PROXY_LEASE = 'aigw-upstream-proxy';

export interface PolicyRule {
  readonly apiGroups: readonly string[];
  readonly resources: readonly string[];
  readonly verbs: readonly string[];
  readonly resourceNames?: readonly string[];
}

/** Cluster-wide (it serves ProxyInstances in every namespace): a ClusterRole. */
export const UPSTREAM_PROXY_CLUSTER_RULES: readonly PolicyRule[] = [
  // Reads the instances and what points at them.
  {
    apiGroups: [PROXY_GROUP],
    resources: ['proxyinstances', 'proxycredentials', 'proxymodels', 'proxyguardrails', 'proxyorganizations', 'proxyteams'],
    verbs: ['get', 'list', 'watch'],
  },
  // Writes only the instance's status (server-side apply is a PATCH).
  { apiGroups: [PROXY_GROUP], resources: ['proxyinstances/status'], verbs: ['get', 'patch', 'update'] },
  // The organizations' and teams' status: whether LiteLLM holds them (management/object-status.ts).
  { apiGroups: [PROXY_GROUP], resources: ['proxyorganizations/status', 'proxyteams/status'], verbs: ['get', 'patch', 'update'] },
  // Which Secrets the env reads exist, and their versions (a rotated key rolls the pods); values are dropped on receipt.
  // The management API's master key (ProxyInstance spec.masterKey.secretRef) is read with a get.
  { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'list', 'watch'] },
  // Its own children, applied server-side and cached by label.
  { apiGroups: [''], resources: ['configmaps', 'services'], verbs: ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete'] },
  { apiGroups: ['apps'], resources: ['deployments'], verbs: ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete'] },
  // The Ingress of an instance with spec.ingress.enabled, deleted again when the field goes.
  { apiGroups: ['networking.k8s.io'], resources: ['ingresses'], verbs: ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete'] },
  // Events on its objects when a condition turns (condition-events.ts).
  { apiGroups: ['events.k8s.io'], resources: ['events'], verbs: ['create'] },
];

/** In its own namespace only: leader election on the Lease the aigw operator watches. A Role. */
export const UPSTREAM_PROXY_NAMESPACE_RULES: readonly PolicyRule[] = [
  { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['get', 'create', 'update'] },
];
