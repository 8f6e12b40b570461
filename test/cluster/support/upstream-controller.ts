/**
 * The upstream proxy controller (`aigw upstream proxy`) as manifests a user applies with kubectl
 * next to an `aigw install` that does not ship it: a ServiceAccount, a ClusterRole with the
 * controller's own rules (upstream/proxy/rbac.ts), a Role for its Lease, the bindings and a
 * Deployment running the aigw image in the operator's namespace.
 */
import { UPSTREAM_PROXY_CLUSTER_RULES, UPSTREAM_PROXY_NAMESPACE_RULES } from '../../../upstream/proxy/rbac';

export const UPSTREAM_PROXY_DEPLOYMENT = 'aigw-upstream-proxy';

export function upstreamControllerManifests(namespace: string, image: string): Record<string, unknown>[] {
  const name = UPSTREAM_PROXY_DEPLOYMENT;
  const labels = { 'app.kubernetes.io/name': name };
  const subjects = [{ kind: 'ServiceAccount', name, namespace }];
  return [
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, namespace, labels } },
    { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', metadata: { name, labels }, rules: UPSTREAM_PROXY_CLUSTER_RULES },
    { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRoleBinding', metadata: { name, labels }, roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name }, subjects },
    { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', metadata: { name: `${name}-lease`, namespace, labels }, rules: UPSTREAM_PROXY_NAMESPACE_RULES },
    { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding', metadata: { name: `${name}-lease`, namespace, labels }, roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: `${name}-lease` }, subjects },
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name, namespace, labels },
      spec: {
        replicas: 1,
        selector: { matchLabels: labels },
        template: {
          metadata: { labels },
          spec: {
            serviceAccountName: name,
            securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
            containers: [{
              name: 'upstream-proxy',
              image,
              args: ['upstream', 'proxy', '--metrics-port', '8081'],
              env: [{ name: 'POD_NAMESPACE', valueFrom: { fieldRef: { fieldPath: 'metadata.namespace' } } }],
              ports: [{ name: 'metrics', containerPort: 8081 }],
              readinessProbe: { httpGet: { path: '/readyz', port: 'metrics' } },
              securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
            }],
          },
        },
      },
    },
  ];
}
