/**
 * Runs a process as a ServiceAccount, as the kubelet would mount it: a token from the TokenRequest
 * API, in a kubeconfig (for the CLI) or a client (for the test's own requests as that identity).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KubeClient } from '../../../runtime/kube/client';
import type { ControlPlane } from './control-plane';

export async function serviceAccountToken(admin: KubeClient, namespace: string, name: string): Promise<string> {
  const review = await admin.raw<{ status: { token: string } }>('POST', `/api/v1/namespaces/${namespace}/serviceaccounts/${name}/token`, {
    body: { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { expirationSeconds: 3600 } },
  });
  return review.status.token;
}

/** A client that authenticates as the ServiceAccount (close it after use). */
export function clientAs(cp: ControlPlane, token: string): KubeClient {
  return new KubeClient({ server: cp.server, ca: readFileSync(cp.caFile), authHeaders: async () => ({ authorization: `Bearer ${token}` }) });
}

/** Writes a kubeconfig for the ServiceAccount into `dir`; returns its path. */
export function kubeconfigAs(cp: ControlPlane, token: string, dir: string, file = 'kubeconfig'): string {
  const path = join(dir, file);
  writeFileSync(
    path,
    [
      'apiVersion: v1',
      'kind: Config',
      `clusters: [{name: c, cluster: {server: "${cp.server}", certificate-authority: "${cp.caFile}"}}]`,
      `users: [{name: sa, user: {token: "${token}"}}]`,
      'contexts: [{name: c, context: {cluster: c, user: sa}}]',
      'current-context: c',
      '',
    ].join('\n'),
  );
  return path;
}
