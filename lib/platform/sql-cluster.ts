/**
 * The SqlCluster kind (platform.aigw.dev/v1alpha1) as aigw reads it: where a PostgreSQL server
 * listens and which Secret holds an administrative role. Another platform component runs the
 * server and fulfils this contract (docs/platform-objects.md); aigw only reads `spec`. Pure.
 */
import { FieldErrors, SpecReader } from '../api/reader';
import type { ResourceInput } from '../plan/types';

export const SQL_CLUSTER_KIND = 'SqlCluster';

/** How the operator and the gateway talk TLS to the server. */
export type SslMode = 'disable' | 'require' | 'verify-full';
export const SSL_MODES: readonly SslMode[] = ['disable', 'require', 'verify-full'];

export interface SqlClusterAdminSecretRef {
  /** Secret in the SqlCluster's namespace. */
  readonly name: string;
  /** @default 'username' */
  readonly usernameKey: string;
  /** @default 'password' */
  readonly passwordKey: string;
}

export interface SqlClusterCaSecretRef {
  readonly name: string;
  /** @default 'ca.crt' */
  readonly key: string;
}

/** `spec` of a SqlCluster with its defaults applied. */
export interface SqlClusterSpec {
  readonly namespace: string;
  readonly name: string;
  /** DNS name or IP address the server listens on, reachable from the operator and the gateway. */
  readonly host: string;
  /** @default 5432 */
  readonly port: number;
  /** @default 'require' */
  readonly sslMode: SslMode;
  /** Database the administrative role connects to. @default 'postgres' */
  readonly maintenanceDatabase: string;
  /** Role with CREATEROLE and CREATEDB (or a superuser). */
  readonly adminSecretRef: SqlClusterAdminSecretRef;
  /** CA bundle that signed the server certificate, for `verify-full`. @default - the system's trust store */
  readonly caSecretRef?: SqlClusterCaSecretRef;
}

export const DEFAULT_PORT = 5432;
export const DEFAULT_SSL_MODE: SslMode = 'require';
export const DEFAULT_MAINTENANCE_DATABASE = 'postgres';

/** Reads a SqlCluster object; `spec` is undefined when `errors` is not empty. Never throws. */
export function readSqlCluster(resource: ResourceInput): { spec?: SqlClusterSpec; errors: FieldErrors } {
  const errors = new FieldErrors();
  const metadata = SpecReader.of(resource.metadata, 'metadata', errors, { required: true });
  const name = metadata.string('name', { required: true });
  const namespace = metadata.string('namespace') ?? 'default';
  const spec = SpecReader.of(resource.spec, 'spec', errors, { required: true });
  const host = spec.string('host', { required: true });
  const port = spec.int('port', { min: 1, max: 65535 }) ?? DEFAULT_PORT;
  const sslMode = spec.enum('sslMode', SSL_MODES) ?? DEFAULT_SSL_MODE;
  const maintenanceDatabase = spec.string('maintenanceDatabase') ?? DEFAULT_MAINTENANCE_DATABASE;
  const admin = spec.object('adminSecretRef', { required: true });
  const adminName = admin.string('name', { required: true });
  const usernameKey = admin.string('usernameKey') ?? 'username';
  const passwordKey = admin.string('passwordKey') ?? 'password';
  const ca = spec.object('caSecretRef');
  const caName = ca.present ? ca.string('name', { required: true }) : undefined;
  const caKey = ca.string('key') ?? 'ca.crt';
  if (!errors.empty || name === undefined || host === undefined || adminName === undefined) return { errors };
  return {
    errors,
    spec: {
      namespace,
      name,
      host,
      port,
      sslMode,
      maintenanceDatabase,
      adminSecretRef: { name: adminName, usernameKey, passwordKey },
      caSecretRef: caName === undefined ? undefined : { name: caName, key: caKey },
    },
  };
}

/** The SqlCluster `namespace/name` among the platform objects (a missing namespace means `default`). */
export function findSqlCluster(platformObjects: readonly ResourceInput[] | undefined, namespace: string, name: string): ResourceInput | undefined {
  return (platformObjects ?? []).find((o) => {
    const md = o.metadata ?? {};
    const ns = typeof md.namespace === 'string' && md.namespace.length > 0 ? md.namespace : 'default';
    return o.kind === SQL_CLUSTER_KIND && md.name === name && ns === namespace;
  });
}
