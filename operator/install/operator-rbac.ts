/**
 * The operator's permissions, each rule with the reason it exists and exactly the verbs the
 * operator's code calls: informers `list` and `watch`, server-side apply is a `patch` (and a
 * `create` when the object is new), prune is a `delete`, and `get` only where the code reads one
 * object by name.
 *
 * Installed for all namespaces, one ClusterRole holds everything. Installed for some namespaces
 * (`watchNamespaces`), the namespaced rules go into a Role in each of them and in the shared
 * engines' namespace, and the ClusterRole keeps only what has no namespace: its own CRDs (by name),
 * the cluster's PlatformConfig, and the Namespace list (with a patch of the engines' one).
 */
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
import { ALT_GROUP, ENGINE_NAMESPACE, PLATFORM_GROUP, PROXY_GROUP } from '../../lib/meta/groups';
import { PRIMARY_KINDS } from '../../lib/plan/kinds';
import type { KubeObject } from '../../runtime/kube/types';

/** A cache: what every informer calls. */
const CACHE = ['list', 'watch'];
/** What the operator emits: cached, applied server-side, pruned. */
const EMIT = [...CACHE, 'create', 'patch', 'delete'];

/** The Prometheus Operator's group, whose ServiceMonitor the operator applies (service-monitor.ts). */
export const MONITORING_GROUP = 'monitoring.coreos.com';

/** Rules on namespaced resources: the ClusterRole's share when installed for all namespaces, else a Role per namespace. */
export function operatorNamespacedRules(): k8s.PolicyRule[] {
  return [
    // The primaries and the other platform kinds plans read (SqlCluster, Observability, ...).
    { apiGroups: [PLATFORM_GROUP], resources: ['*'], verbs: CACHE },
    // Our finalizer is added and removed with a merge patch; status is applied to the subresource.
    // Every primary kind of the registry, so a kind added there is never left without them.
    { apiGroups: [PLATFORM_GROUP], resources: PRIMARY_KINDS.map((k) => k.plural), verbs: ['patch'] },
    { apiGroups: [PLATFORM_GROUP], resources: PRIMARY_KINDS.map((k) => `${k.plural}/status`), verbs: ['patch'] },
    // A Stack emits its Gateway and asks for its own columnstore and kv store.
    { apiGroups: [PLATFORM_GROUP], resources: ['gateways', 'columnstoreclusters', 'kvinstances'], verbs: ['create', 'delete'] },
    // What plans emit: the upstream kinds, and the gate and engine workloads.
    { apiGroups: [PROXY_GROUP, ALT_GROUP], resources: ['*'], verbs: EMIT },
    // Secrets: the ones the operator generates (signing keys, database credentials: read by name,
    // then created or merge-patched) and the gates' license material are written; referenced ones
    // are cached (key names only) so a rotation re-plans.
    { apiGroups: [''], resources: ['secrets'], verbs: ['get', ...EMIT] },
    { apiGroups: [''], resources: ['configmaps', 'services', 'serviceaccounts'], verbs: EMIT },
    { apiGroups: ['apps'], resources: ['deployments'], verbs: EMIT },
    // Gates and engines with more than one replica get a PodDisruptionBudget.
    { apiGroups: ['policy'], resources: ['poddisruptionbudgets'], verbs: EMIT },
    // An alt Gateway with spec.ingress.enabled gets an Ingress to its API Service.
    { apiGroups: ['networking.k8s.io'], resources: ['ingresses'], verbs: EMIT },
    // Events on the primaries (Ready changes, plan failures).
    { apiGroups: ['events.k8s.io'], resources: ['events'], verbs: ['create'] },
  ];
}

/**
 * Rules on what has no namespace. Nothing here lets the operator create a Namespace or a CRD, or
 * write a CRD that is not its own.
 */
export function operatorClusterRules(crds: readonly KubeObject[], manageCrds: boolean): k8s.PolicyRule[] {
  return [
    // The cluster's PlatformConfig (defaults for every gate and engine).
    { apiGroups: [PLATFORM_GROUP], resources: ['platformconfigs'], verbs: CACHE },
    // Namespaces are cached (the engine release lists its own); the one the shared engines live in
    // is made by this install, and the operator may only keep its labels up to date.
    { apiGroups: [''], resources: ['namespaces'], verbs: CACHE },
    { apiGroups: [''], resources: ['namespaces'], resourceNames: [ENGINE_NAMESPACE], verbs: ['patch'] },
    // Its own CRDs, by name: read at start, and upgraded in place unless CRD management is off.
    { apiGroups: ['apiextensions.k8s.io'], resources: ['customresourcedefinitions'], resourceNames: crds.map((c) => c.metadata.name), verbs: manageCrds ? ['get', 'patch'] : ['get'] },
  ];
}

/**
 * The operator's ClusterRole installed for all namespaces: the namespaced rules then hold in every
 * namespace. (The PlatformConfig rule is covered by the platform group's cache rule.)
 */
export function operatorRules(crds: readonly KubeObject[], manageCrds: boolean): k8s.PolicyRule[] {
  return [...operatorNamespacedRules(), ...operatorClusterRules(crds, manageCrds).filter((r) => !r.resources?.includes('platformconfigs'))];
}

/** Where the operator's Lease is and who reads it. */
export function operatorNamespaceRules(serviceMonitor: boolean): k8s.PolicyRule[] {
  return [
    // Leader election: read, take and renew the Lease; the upstream controller's Lease is read (get)
    // to know it runs.
    { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['get', 'create', 'update'] },
    // The ServiceMonitors of the operator and the gates, applied when the cluster serves the kind.
    ...(serviceMonitor ? [{ apiGroups: [MONITORING_GROUP], resources: ['servicemonitors'], verbs: ['create', 'patch'] }] : []),
  ];
}

export interface OperatorRbacProps {
  readonly serviceAccount: { readonly name: string; readonly namespace: string };
  readonly labels: Record<string, string>;
  readonly crds: readonly KubeObject[];
  readonly manageCrds: boolean;
  /** Namespaces the operator watches; `undefined`: all of them (one ClusterRole). */
  readonly watchNamespaces?: readonly string[];
  /** The license Secret's namespace, read there with a Role when it is not one of the above. */
  readonly licenseNamespace?: string;
  /** Let the operator apply its ServiceMonitors in its namespace. */
  readonly serviceMonitor: boolean;
}

/**
 * The shared engines' namespace holds no primary: only what the operator emits there (and caches
 * there, as it caches every kind it emits in each namespace it may write).
 */
export function engineNamespaceRules(): k8s.PolicyRule[] {
  return operatorNamespacedRules().filter((r) => !r.apiGroups?.includes(PLATFORM_GROUP) && !r.apiGroups?.includes('events.k8s.io'));
}

/** The namespaces that get a Role `aigw-operator` when installed for `watchNamespaces`. */
export function roleNamespaces(watchNamespaces: readonly string[]): string[] {
  return [...watchNamespaces, ENGINE_NAMESPACE].filter((n, i, all) => all.indexOf(n) === i);
}

export class OperatorRbac extends Construct {
  constructor(scope: Construct, id: string, props: OperatorRbacProps) {
    super(scope, id);
    const { name, namespace } = props.serviceAccount;
    const labels = props.labels;
    const subjects = [{ kind: 'ServiceAccount', name, namespace }];
    const bind = (ns: string | undefined, roleName: string, idPrefix: string, rules: k8s.PolicyRule[]) => {
      if (ns === undefined) {
        new k8s.KubeClusterRole(this, idPrefix, { metadata: { name: roleName, labels }, rules });
        new k8s.KubeClusterRoleBinding(this, `${idPrefix}-binding`, { metadata: { name: roleName, labels }, roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: roleName }, subjects });
      } else {
        new k8s.KubeRole(this, idPrefix, { metadata: { name: roleName, namespace: ns, labels }, rules });
        new k8s.KubeRoleBinding(this, `${idPrefix}-binding`, { metadata: { name: roleName, namespace: ns, labels }, roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: roleName }, subjects });
      }
    };

    const watched = props.watchNamespaces;
    if (watched === undefined) {
      bind(undefined, name, 'cluster-role', operatorRules(props.crds, props.manageCrds));
    } else {
      if (watched.length === 0) throw new Error('watchNamespaces needs at least one namespace');
      bind(undefined, name, 'cluster-role', operatorClusterRules(props.crds, props.manageCrds));
      const roles = roleNamespaces(watched);
      for (const ns of roles) bind(ns, name, `role-${ns}`, watched.includes(ns) ? operatorNamespacedRules() : engineNamespaceRules());
      const license = props.licenseNamespace;
      // Its Secrets are cached (the license's value only), so they are listed and watched there.
      if (license !== undefined && !roles.includes(license)) bind(license, `${name}-license`, 'license-role', [{ apiGroups: [''], resources: ['secrets'], verbs: CACHE }]);
    }
    bind(namespace, `${name}-leader-election`, 'leader-election-role', operatorNamespaceRules(props.serviceMonitor));
  }
}
