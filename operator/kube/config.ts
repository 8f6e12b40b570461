/**
 * Turns a kubeconfig (or the in-cluster service account) into a {@link KubeConnection}. The only
 * file that loads @kubernetes/client-node: it knows every kubeconfig auth flavour (tokens, client
 * certificates, exec plugins, in-cluster files), and the rest of the operator stays plain.
 */
import { readFileSync } from 'node:fs';
import type { KubeConnection } from './client';

export interface ConnectionOptions {
  /** A kubeconfig file; without it: $KUBECONFIG, ~/.kube/config, then the in-cluster config. */
  readonly kubeconfig?: string;
}

export async function loadConnection(options: ConnectionOptions): Promise<KubeConnection> {
  // client-node is ESM-only; Node 20.19+ `require`s it, which is what this import compiles to.
  const k8s = await import('@kubernetes/client-node');
  const kc = new k8s.KubeConfig();
  if (options.kubeconfig) kc.loadFromFile(options.kubeconfig);
  else kc.loadFromDefault();
  const cluster = kc.getCurrentCluster();
  if (!cluster) throw new Error('the kubeconfig names no current cluster');
  const tls: { ca?: string | Buffer; cert?: string | Buffer; key?: string | Buffer } = {};
  await kc.applyToHTTPSOptions(tls);
  const ca = tls.ca ?? (cluster.caFile ? readFileSync(cluster.caFile) : cluster.caData ? Buffer.from(cluster.caData, 'base64') : undefined);
  return {
    server: cluster.server,
    ca,
    cert: tls.cert,
    key: tls.key,
    insecureSkipTlsVerify: cluster.skipTLSVerify,
    authHeaders: async (): Promise<Record<string, string>> => {
      const opts: { headers: Record<string, string> } = { headers: {} };
      await kc.applyToHTTPSOptions(opts);
      const auth = opts.headers.Authorization ?? opts.headers.authorization;
      return auth ? { authorization: auth } : {};
    },
  };
}
