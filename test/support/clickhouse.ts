/**
 * A throwaway ClickHouse server for tests: installs Debian's `clickhouse-server` when missing
 * (clickhouse.sh), writes a config into a temp dir, starts the server on 127.0.0.1 on a free HTTP
 * port (no native port) as a non-root user, waits until it answers, and removes everything on
 * stop(). Its users are declared in the config, as a cluster's operator would: `admin` (may create
 * databases) and `reader` (read-only), each with its own random password.
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import type { ColumnstoreConnection } from '../../operator/columnstore';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './free-port';
import { serverUser } from './server-user';

export interface ClickHouseUser {
  readonly username: string;
  readonly password: string;
}

export interface ClickHouseServer {
  readonly host: string;
  /** The HTTP interface's port. */
  readonly port: number;
  /** May create databases. */
  readonly admin: ClickHouseUser;
  /** Read-only (profile `readonly`): may look, may not create. */
  readonly reader: ClickHouseUser;
  /** `http://<user>:<password>@127.0.0.1:<port>`, as a connection Secret would hold it (default: admin). */
  url(user?: ClickHouseUser): string;
  /** A connection as the operator makes it from such a URL (default: admin). */
  connection(user?: ClickHouseUser): ColumnstoreConnection;
  /** Runs one statement as admin and returns the answer's body. */
  query(sql: string): Promise<string>;
  /** Names of the databases on the server. */
  databases(): Promise<string[]>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
let cachedBinary: string | undefined;

function binary(): string {
  cachedBinary ??= execFileSync('bash', [join(__dirname, 'clickhouse.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  return cachedBinary;
}




function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function configXml(dir: string, port: number): string {
  return `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><console>1</console></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>${port}</http_port>
  <path>${dir}/data/</path>
  <tmp_path>${dir}/tmp/</tmp_path>
  <user_files_path>${dir}/user_files/</user_files_path>
  <format_schema_path>${dir}/format_schemas/</format_schema_path>
  <users_config>${dir}/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>268435456</mark_cache_size>
</yandex>
`;
}

function usersXml(admin: ClickHouseUser, reader: ClickHouseUser): string {
  const user = (u: ClickHouseUser, profile: string) =>
    `<${u.username}><password_sha256_hex>${sha256(u.password)}</password_sha256_hex><networks><ip>127.0.0.1</ip></networks><profile>${profile}</profile><quota>default</quota></${u.username}>`;
  return `<?xml version="1.0"?>
<yandex>
  <profiles><default/><readonly><readonly>1</readonly></readonly></profiles>
  <quotas><default/></quotas>
  <users>
    ${user(admin, 'default')}
    ${user(reader, 'readonly')}
  </users>
</yandex>
`;
}

async function post(port: number, user: ClickHouseUser, sql: string): Promise<{ status: number; body: string }> {
  const res = await request(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}` },
    body: sql,
    signal: AbortSignal.timeout(5_000),
  });
  return { status: res.statusCode, body: await res.body.text() };
}

/** Starts a fresh server. Call stop() in afterAll. */
export async function startClickHouse(): Promise<ClickHouseServer> {
  const bin = binary();
  const user = serverUser(['clickhouse'], 'aigw-clickhouse');
  const dir = mkdtempSync(join(tmpdir(), 'aigw-ch-'));
  const admin = { username: 'admin', password: randomBytes(18).toString('base64url') };
  const reader = { username: 'reader', password: randomBytes(18).toString('base64url') };
  let child: ChildProcess | undefined;
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    const owned = (path: string, content: string) => {
      writeFileSync(path, content, { mode: 0o600 });
      if (user) chownSync(path, user.uid, user.gid);
    };
    if (user) chownSync(dir, user.uid, user.gid);
    owned(join(dir, 'users.xml'), usersXml(admin, reader));
    // The free port can be taken between the probe and the bind: try a few.
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      owned(join(dir, 'config.xml'), configXml(dir, port));
      let log = '';
      child = spawn(bin, [`--config-file=${join(dir, 'config.xml')}`], { ...(user ?? {}), cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr?.on('data', (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-4000);
      });
      const started = child;
      const deadline = Date.now() + READY_TIMEOUT_MS;
      let ready = false;
      while (!ready && started.exitCode === null && started.signalCode === null && Date.now() < deadline) {
        try {
          ready = (await post(port, admin, 'SELECT 1')).status === 200;
        } catch {
          // not listening yet
        }
        if (!ready) await delay(100);
      }
      if (ready) return server(port, admin, reader, started, dir, killOnExit);
      started.kill('SIGKILL');
      await exited(started);
      if (!/Address already in use|Net Exception/i.test(log)) throw new Error(`ClickHouse did not start on 127.0.0.1:${port}:\n${log}`);
    }
    throw new Error('ClickHouse found no free port after 3 attempts');
  } catch (err) {
    child?.kill('SIGKILL');
    if (child) await exited(child);
    process.removeListener('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

function server(port: number, admin: ClickHouseUser, reader: ClickHouseUser, child: ChildProcess, dir: string, killOnExit: () => void): ClickHouseServer {
  const query = async (sql: string) => {
    const res = await post(port, admin, sql);
    if (res.status !== 200) throw new Error(`ClickHouse answered ${res.status} to ${sql}: ${res.body}`);
    return res.body;
  };
  return {
    host: '127.0.0.1',
    port,
    admin,
    reader,
    url: (u = admin) => `http://${encodeURIComponent(u.username)}:${encodeURIComponent(u.password)}@127.0.0.1:${port}`,
    connection: (u = admin) => ({ origin: `http://127.0.0.1:${port}`, username: u.username, password: u.password }),
    query,
    // JSON rather than TabSeparated, which escapes backslashes and quotes in names.
    databases: async () =>
      (await query('SELECT name FROM system.databases ORDER BY name FORMAT JSONEachRow'))
        .split('\n')
        .filter((l) => l.length > 0)
        .map((l) => (JSON.parse(l) as { name: string }).name),
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(timer);
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
