/**
 * A client pod for requests made from inside the cluster: the operator's own image (it has `node`),
 * idling, as locked down as the pods aigw runs. Tests `kubectl exec` into it to reach Services.
 */
import type { Cluster } from './cluster';

/** The Pod manifest of an idle client `name` in `namespace`, running `image`. */
export function probePod(name: string, namespace: string, image: string): Record<string, unknown> {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, namespace },
    spec: {
      restartPolicy: 'Never',
      automountServiceAccountToken: false,
      securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
      containers: [{
        name: 'probe',
        image,
        command: ['node', '-e', 'setInterval(() => {}, 1 << 30)'],
        securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
      }],
    },
  };
}

/** The image the installed operator runs, which every probe pod reuses (already on the node). */
export async function operatorImage(cluster: Cluster, namespace: string, deployment: string): Promise<string> {
  return (await cluster.kubectl(['-n', namespace, 'get', 'deployment', deployment, '-o', 'jsonpath={.spec.template.spec.containers[0].image}'])).trim();
}
