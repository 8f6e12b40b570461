/**
 * The upstream controller of the `proxy` kinds (`aigw upstream proxy`) as `aigw install` ships it
 * next to the operator, in the operator's namespace: a ServiceAccount, a ClusterRole for what it
 * reads and writes in every namespace, a Role for its Lease (which the operator watches to know it
 * runs), their bindings, and a Deployment running the aigw image. The rules are the controller's own
 * (lib/meta/upstream-proxy.ts).
 */
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
// The controller's exact rules live with it, so code and manifests cannot drift apart.
import { UPSTREAM_PROXY_CLUSTER_RULES, UPSTREAM_PROXY_LEASE, UPSTREAM_PROXY_NAMESPACE_RULES, type PolicyRule } from '../../lib/meta/upstream-proxy';
import { applyPodPlacement, type PodPlacement } from './pod-placement';
import { controllerNodeOptionsEnv } from './controller-node-options';

/** Name of the ServiceAccount, ClusterRole, Role, bindings and Deployment. */
export const UPSTREAM_PROXY_NAME = 'aigw-upstream-proxy';

/** A rule as the RBAC kinds take it (mutable arrays). */
const rbacRule = (r: PolicyRule) => ({
  apiGroups: [...r.apiGroups],
  resources: [...r.resources],
  verbs: [...r.verbs],
  ...(r.resourceNames ? { resourceNames: [...r.resourceNames] } : {}),
});

export interface UpstreamProxyInstallProps {
  readonly namespace: string;
  /** The aigw image (its entrypoint is `aigw`). */
  readonly image: string;
  readonly labels: Record<string, string>;
  /** @default 1 (the Lease keeps one writer; a restarted pod takes it over) */
  readonly replicas?: number;
  /** @default 8081 */
  readonly metricsPort?: number;
  /** Node selector, tolerations, affinity and image pull Secrets (the operator's). @default none */
  readonly placement?: PodPlacement;
  /**
   * Serve ProxyInstances of these namespaces only (`--namespace`): its rules then go into a Role in
   * each of them, and it gets no ClusterRole. @default all namespaces
   */
  readonly watchNamespaces?: readonly string[];
}

export class UpstreamProxyInstall extends Construct {
  constructor(scope: Construct, id: string, props: UpstreamProxyInstallProps) {
    super(scope, id);
    const { namespace } = props;
    const name = UPSTREAM_PROXY_NAME;
    const labels = { ...props.labels, 'app.kubernetes.io/name': name };
    const metricsPort = props.metricsPort ?? 8081;
    const subjects = [{ kind: 'ServiceAccount', name, namespace }];

    new k8s.KubeServiceAccount(this, 'service-account', { metadata: { name, namespace, labels } });
    const watched = props.watchNamespaces;
    if (watched === undefined) {
      new k8s.KubeClusterRole(this, 'cluster-role', { metadata: { name, labels }, rules: UPSTREAM_PROXY_CLUSTER_RULES.map(rbacRule) });
      new k8s.KubeClusterRoleBinding(this, 'cluster-role-binding', {
        metadata: { name, labels },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name },
        subjects,
      });
    } else {
      // Every rule is on a namespaced resource: the same rules, held in each served namespace only.
      for (const ns of watched) {
        new k8s.KubeRole(this, `role-${ns}`, { metadata: { name, namespace: ns, labels }, rules: UPSTREAM_PROXY_CLUSTER_RULES.map(rbacRule) });
        new k8s.KubeRoleBinding(this, `role-binding-${ns}`, {
          metadata: { name, namespace: ns, labels },
          roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name },
          subjects,
        });
      }
    }
    new k8s.KubeRole(this, 'lease-role', { metadata: { name: `${name}-lease`, namespace, labels }, rules: UPSTREAM_PROXY_NAMESPACE_RULES.map(rbacRule) });
    new k8s.KubeRoleBinding(this, 'lease-role-binding', {
      metadata: { name: `${name}-lease`, namespace, labels },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: `${name}-lease` },
      subjects,
    });

    const deployment = new k8s.KubeDeployment(this, 'deployment', {
      metadata: { name, namespace, labels },
      spec: {
        replicas: props.replicas ?? 1,
        selector: { matchLabels: { 'app.kubernetes.io/name': name } },
        template: {
          metadata: { labels },
          spec: {
            serviceAccountName: name,
            securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
            containers: [
              {
                name: 'upstream-proxy',
                image: props.image,
                // The Lease it holds is UPSTREAM_PROXY_LEASE in $POD_NAMESPACE: where the operator looks.
                args: ['upstream', 'proxy', '--metrics-port', String(metricsPort), ...(watched ? ['--namespace', watched.join(',')] : [])],
                env: [{ name: 'POD_NAMESPACE', valueFrom: { fieldRef: { fieldPath: 'metadata.namespace' } } }, { ...controllerNodeOptionsEnv }],
                ports: [{ name: 'metrics', containerPort: metricsPort }],
                livenessProbe: { httpGet: { path: '/healthz', port: k8s.IntOrString.fromString('metrics') } },
                readinessProbe: { httpGet: { path: '/readyz', port: k8s.IntOrString.fromString('metrics') } },
                resources: {
                  requests: { cpu: k8s.Quantity.fromString('50m'), memory: k8s.Quantity.fromString('96Mi') },
                  limits: { memory: k8s.Quantity.fromString('384Mi') },
                },
                securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
              },
            ],
          },
        },
      },
    });
    applyPodPlacement(deployment, props.placement);
  }
}

export { UPSTREAM_PROXY_LEASE };
