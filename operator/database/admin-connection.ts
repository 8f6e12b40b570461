/**
 * How the operator connects to a SqlCluster's server: the resolved spec plus the administrative
 * credentials read from its Secret, turned into node-postgres client settings.
 */
import type { ClientConfig } from 'pg';
import type { SqlClusterSpec, SslMode } from './sql-cluster';
import { DEFAULT_MAINTENANCE_DATABASE, DEFAULT_PORT, DEFAULT_SSL_MODE } from './sql-cluster';

export interface AdminConnection {
  readonly host: string;
  /** @default 5432 */
  readonly port?: number;
  /** @default 'require' */
  readonly sslMode?: SslMode;
  /** PEM CA bundle for `verify-full`. @default - the system's trust store */
  readonly ca?: string;
  readonly username: string;
  readonly password: string;
  /** @default 'postgres' */
  readonly maintenanceDatabase?: string;
  /** Give up connecting after this long; the failure reads as `DatabaseUnreachable`. @default 10000 */
  readonly connectTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** The admin connection of a SqlCluster, given the values of its admin (and CA) Secret keys. */
export function adminConnectionFor(
  cluster: SqlClusterSpec,
  credentials: { readonly username: string; readonly password: string },
  ca?: string,
): AdminConnection {
  return {
    host: cluster.host,
    port: cluster.port,
    sslMode: cluster.sslMode,
    ca,
    username: credentials.username,
    password: credentials.password,
    maintenanceDatabase: cluster.maintenanceDatabase,
  };
}

/** node-postgres TLS settings of an sslMode. */
export function sslOptions(sslMode: SslMode, ca?: string): ClientConfig['ssl'] {
  switch (sslMode) {
    case 'disable':
      return false;
    case 'require':
      // Encrypted but not authenticated, as libpq's `require`.
      return { rejectUnauthorized: false };
    case 'verify-full':
      return ca === undefined ? { rejectUnauthorized: true } : { rejectUnauthorized: true, ca };
  }
}

/** Client settings to connect as `user` to `database` on the admin connection's server. */
export function clientConfig(
  admin: AdminConnection,
  login: { readonly user: string; readonly password: string; readonly database: string },
): ClientConfig {
  return {
    host: admin.host,
    port: admin.port ?? DEFAULT_PORT,
    ssl: sslOptions(admin.sslMode ?? DEFAULT_SSL_MODE, admin.ca),
    user: login.user,
    password: login.password,
    database: login.database,
    connectionTimeoutMillis: admin.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    application_name: 'aigw-operator',
  };
}

/** The server as named in messages: `PostgreSQL at db.example:5432`. */
export function describeServer(admin: AdminConnection): string {
  return `PostgreSQL at ${admin.host}:${admin.port ?? DEFAULT_PORT}`;
}

export function maintenanceDatabaseOf(admin: AdminConnection): string {
  return admin.maintenanceDatabase ?? DEFAULT_MAINTENANCE_DATABASE;
}
