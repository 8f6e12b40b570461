/**
 * A throwaway PostgreSQL server for tests: installs Debian's `postgresql` when missing
 * (postgres.sh), runs initdb into a temp dir, starts the server on 127.0.0.1 on a free port as a
 * non-root user (initdb and postgres refuse root), waits until it accepts connections, and removes
 * everything on stop(). Password authentication (SCRAM) is on for TCP, as on a real cluster.
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { AdminConnection } from '../../operator/database';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './free-port';
import { serverUser } from './server-user';

export interface PostgresServer {
  readonly host: string;
  readonly port: number;
  /** The data directory (pg_hba.conf lives there). */
  readonly dataDir: string;
  /** Directory of the server's binaries (initdb, postgres, psql). */
  readonly bindir: string;
  /** The bootstrap superuser and its password. */
  readonly superuser: string;
  readonly password: string;
  /** An admin connection as a SqlCluster would give it (superuser, no TLS). */
  admin(overrides?: Partial<AdminConnection>): AdminConnection;
  /** Runs one statement as the superuser on database `postgres` (or `database`). */
  query<R extends Record<string, unknown> = Record<string, unknown>>(sql: string, params?: unknown[], database?: string): Promise<R[]>;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
let cachedBindir: string | undefined;

function bindir(): string {
  cachedBindir ??= execFileSync('bash', [join(__dirname, 'postgres.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  return cachedBindir;
}




async function query<R>(config: { port: number; password: string; database: string }, sql: string, params?: unknown[]): Promise<R[]> {
  const client = new Client({ host: '127.0.0.1', user: SUPERUSER, ...config, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as R[];
  } finally {
    await client.end();
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts a fresh server. Call stop() in afterAll. */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = bindir();
  const user = serverUser([SUPERUSER], 'aigw-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'aigw-pg-'));
  const password = randomBytes(18).toString('base64url');
  const asServerUser = { ...(user ?? {}), cwd: dir };
  let child: ChildProcess | undefined;
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    if (user) chownSync(dir, user.uid, user.gid);
    const pwfile = join(dir, 'pwfile');
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (user) chownSync(pwfile, user.uid, user.gid);
    const data = join(dir, 'data');
    execFileSync(
      join(bin, 'initdb'),
      ['-D', data, '-U', SUPERUSER, '--auth=scram-sha-256', `--pwfile=${pwfile}`, '-E', 'UTF8', '--locale=C', '--no-sync'],
      { ...asServerUser, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    rmSync(pwfile);

    // The free port can be taken between the probe and the bind: try a few.
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      let log = '';
      child = spawn(
        join(bin, 'postgres'),
        [
          '-D', data,
          '-c', 'listen_addresses=127.0.0.1',
          '-c', `port=${port}`,
          '-c', `unix_socket_directories=${dir}`,
          '-c', 'fsync=off',
          '-c', 'synchronous_commit=off',
          '-c', 'full_page_writes=off',
          '-c', 'max_connections=100',
        ],
        { ...asServerUser, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      child.stderr?.on('data', (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-4000);
      });
      const started = child;
      const deadline = Date.now() + READY_TIMEOUT_MS;
      let ready = false;
      while (!ready && started.exitCode === null && started.signalCode === null && Date.now() < deadline) {
        try {
          await query({ port, password, database: 'postgres' }, 'SELECT 1');
          ready = true;
        } catch {
          await delay(100);
        }
      }
      if (ready) return server(bin, data, port, password, started, dir, killOnExit);
      started.kill('SIGKILL');
      await exited(started);
      if (!/could not (bind|create listen socket)|Address already in use/i.test(log)) {
        throw new Error(`PostgreSQL did not start on 127.0.0.1:${port}:\n${log}`);
      }
    }
    throw new Error('PostgreSQL found no free port after 3 attempts');
  } catch (err) {
    child?.kill('SIGKILL');
    if (child) await exited(child);
    process.removeListener('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

function server(bin: string, dataDir: string, port: number, password: string, child: ChildProcess, dir: string, killOnExit: () => void): PostgresServer {
  return {
    bindir: bin,
    dataDir,
    host: '127.0.0.1',
    port,
    superuser: SUPERUSER,
    password,
    admin: (overrides = {}) => ({
      host: '127.0.0.1',
      port,
      sslMode: 'disable',
      username: SUPERUSER,
      password,
      ...overrides,
    }),
    query: (sql, params, database = 'postgres') => query({ port, password, database }, sql, params),
    stop: async () => {
      // SIGINT is PostgreSQL's fast shutdown: sessions are ended, nothing is waited for.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(timer);
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
