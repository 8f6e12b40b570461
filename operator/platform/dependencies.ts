/**
 * Which Gateways a change of a platform object or of a Secret around it concerns, beyond what the
 * generic "the spec names it" rule finds: the admin and CA Secrets of a SqlCluster (their values
 * change, not their key names), the connection Secret of a ColumnstoreCluster (its status names it,
 * not the Gateway's spec), the generated key Secrets (the spec does not name them), and the
 * PlatformConfig `cluster` (it concerns everything). Pure.
 */
import { parseGateway } from '../../lib/api/gateway';
import { columnstoreDatabaseRequest } from '../../lib/plan/columnstore-database';
import { GENERATED_FOR_LABEL } from '../../lib/plan/generated-secrets';
import { platformCaSecret } from '../../lib/platform/platform-ca';
import { PLATFORM_CONFIG_KIND, PLATFORM_CONFIG_NAME } from '../../lib/platform/platform-config';
import { readSqlCluster, SQL_CLUSTER_KIND } from '../../lib/platform/sql-cluster';
import type { ResourceInput } from '../../lib/plan/types';
import type { KubeObject } from '../../runtime/kube/types';

/** The PlatformConfig every plan reads: a change re-plans every Guardrail and Gateway. */
export function isClusterPlatformConfig(o: KubeObject): boolean {
  return o.kind === PLATFORM_CONFIG_KIND && o.metadata.name === PLATFORM_CONFIG_NAME;
}

/** `namespace/name` of the SqlCluster a Gateway's `spec.database.sqlClusterRef` names, if any. */
export function sqlClusterRefOf(gateway: KubeObject): string | undefined {
  const db = (gateway.spec as { database?: { sqlClusterRef?: { name?: unknown; namespace?: unknown } } } | undefined)?.database;
  const ref = db?.sqlClusterRef;
  if (!ref || typeof ref.name !== 'string') return undefined;
  const ns = typeof ref.namespace === 'string' && ref.namespace ? ref.namespace : (gateway.metadata.namespace ?? 'default');
  return `${ns}/${ref.name}`;
}

/** Gateways on a SqlCluster whose admin or CA Secret is `secret`. */
export function gatewaysUsingClusterSecret(secret: KubeObject, platformObjects: readonly KubeObject[], gateways: readonly KubeObject[]): KubeObject[] {
  const ns = secret.metadata.namespace ?? 'default';
  const clusters = new Set<string>();
  for (const o of platformObjects) {
    if (o.kind !== SQL_CLUSTER_KIND) continue;
    const { spec } = readSqlCluster(o as ResourceInput);
    if (!spec || spec.namespace !== ns) continue;
    if (spec.adminSecretRef.name === secret.metadata.name || spec.caSecretRef?.name === secret.metadata.name) clusters.add(`${spec.namespace}/${spec.name}`);
  }
  if (clusters.size === 0) return [];
  return gateways.filter((g) => {
    const ref = sqlClusterRefOf(g);
    return ref !== undefined && clusters.has(ref);
  });
}

/** A cached Gateway parsed once per cached object (replaced, never changed, on update). */
const parsedOf = new WeakMap<KubeObject, ReturnType<typeof parseGateway>['value']>();
function parsedGateway(g: KubeObject): ReturnType<typeof parseGateway>['value'] {
  if (!parsedOf.has(g)) parsedOf.set(g, parseGateway(g as ResourceInput).value);
  return parsedOf.get(g);
}

/**
 * The alt Gateways whose columnstore connection Secret is `secret`: the one the component running a
 * ColumnstoreCluster publishes may appear (or get new credentials) after the Gateway waits for its
 * columnstore database, and the Gateway should not wait for its backoff to notice.
 */
export function gatewaysUsingColumnstoreSecret(secret: KubeObject, platformObjects: readonly KubeObject[], gateways: readonly KubeObject[]): KubeObject[] {
  const ns = secret.metadata.namespace ?? 'default';
  const facts = { platformObjects: platformObjects as readonly ResourceInput[] };
  return gateways.filter((g) => {
    // Only an alt Gateway has a columnstore (the default type is proxy): the others are not parsed on every Secret event.
    if ((g.spec as { type?: unknown } | undefined)?.type !== 'alt') return false;
    const parsed = parsedGateway(g);
    const source = parsed ? columnstoreDatabaseRequest(parsed, facts)?.request?.connectionSecret : undefined;
    return source !== undefined && source.namespace === ns && source.name === secret.metadata.name;
  });
}

/** The Gateway a generated key Secret belongs to (label `aigw.dev/generated-for`, same namespace). */
export function gatewaysForGeneratedSecret(secret: KubeObject, gateways: readonly KubeObject[]): KubeObject[] {
  const label = secret.metadata.labels?.[GENERATED_FOR_LABEL];
  if (!label) return [];
  const ns = secret.metadata.namespace;
  // The label holds the Gateway's name cut to 63 characters, as the plan writes it.
  return gateways.filter((g) => g.metadata.namespace === ns && g.metadata.name.slice(0, 63).replace(/[-.]+$/, '') === label);
}

/** The Gateways of the namespace of `secret` when it is the platform CA bundle: issuing the CA turns in-pod TLS on. */
export function gatewaysForPlatformCA(secret: KubeObject, platformObjects: readonly KubeObject[], gateways: readonly KubeObject[]): KubeObject[] {
  if (secret.metadata.name !== platformCaSecret(platformObjects as readonly ResourceInput[]).secretName) return [];
  return gateways.filter((g) => g.metadata.namespace === secret.metadata.namespace);
}
