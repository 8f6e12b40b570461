/**
 * Turns a kubeconfig (or the in-cluster service account) into a {@link KubeConnection}. The only
 * file that loads @kubernetes/client-node: it knows every kubeconfig auth flavour (tokens, client
 * certificates, exec plugins, in-cluster files), and the rest of the controllers stays plain.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { KubeConnection } from './client';

const IN_CLUSTER_TOKEN = '/var/run/secrets/kubernetes.io/serviceaccount/token';

/**
 * Whether client-node's default search would find anything. Without a kubeconfig it silently
 * falls back to http://localhost:8080 and then fails with a TLS message that names no cause.
 */
function anyDefaultConfig(env: NodeJS.ProcessEnv): boolean {
  if (env.KUBECONFIG) return true;
  if (existsSync(join(env.HOME ?? homedir(), '.kube', 'config'))) return true;
  return Boolean(env.KUBERNETES_SERVICE_HOST) && existsSync(IN_CLUSTER_TOKEN);
}

export interface ConnectionOptions {
  /** A kubeconfig file; without it: $KUBECONFIG, ~/.kube/config, then the in-cluster config. */
  readonly kubeconfig?: string;
}

export async function loadConnection(options: ConnectionOptions): Promise<KubeConnection> {
  // client-node is ESM-only; Node 20.19+ `require`s it, which is what this import compiles to.
  const k8s = await import('@kubernetes/client-node');
  const kc = new k8s.KubeConfig();
  if (options.kubeconfig) kc.loadFromFile(options.kubeconfig);
  else if (!anyDefaultConfig(process.env)) {
    throw new Error('no kubeconfig found: pass --kubeconfig FILE, set $KUBECONFIG, create ~/.kube/config, or run in a cluster');
  } else kc.loadFromDefault();
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
    authHeaders: reusedFor(AUTH_REUSE_MS, async (): Promise<Record<string, string>> => {
      const opts: { headers: Record<string, string> } = { headers: {} };
      await kc.applyToHTTPSOptions(opts);
      const auth = opts.headers.Authorization ?? opts.headers.authorization;
      return auth ? { authorization: auth } : {};
    }),
  };
}

/**
 * How long one Authorization header serves every request. client-node re-reads the TLS files and
 * builds an https.Agent each time it is asked (about 60 µs, at every write of a busy operator);
 * the credentials it hands out live far longer than this (a projected service account token is
 * renewed hours before it expires). The client asks afresh after a 401 (see KubeClient.raw).
 */
const AUTH_REUSE_MS = 10_000;

/** `load`, its answer reused for `ms` unless asked `fresh`. */
export function reusedFor<T>(ms: number, load: () => Promise<T>, now: () => number = Date.now): (fresh?: boolean) => Promise<T> {
  let kept: { value: T; at: number } | undefined;
  return async (fresh = false) => {
    if (!fresh && kept && now() - kept.at < ms) return kept.value;
    const value = await load();
    kept = { value, at: now() };
    return value;
  };
}
