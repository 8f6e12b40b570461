/**
 * How provisioning fails, against a real PostgreSQL server and real sockets: hostile names are held
 * safely or rejected, and an unreachable server, wrong or weak admin credentials give a typed reason
 * and a message without any password.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  connectionSecretData,
  DatabaseError,
  databaseRequestFor,
  provisionDatabase,
  type DatabaseCredentials,
} from '../../operator/database';
import { startPostgres, type PostgresServer } from '../support/postgres';

jest.setTimeout(120_000);

let pg: PostgresServer;

beforeAll(async () => {
  pg = await startPostgres();
}, 600_000);

afterAll(async () => {
  await pg?.stop();
});

async function databaseNames(): Promise<string[]> {
  return (await pg.query<{ datname: string }>('SELECT datname FROM pg_database ORDER BY datname')).map((r) => r.datname);
}

async function roleNames(): Promise<string[]> {
  return (await pg.query<{ rolname: string }>('SELECT rolname FROM pg_roles ORDER BY rolname')).map((r) => r.rolname);
}

/** Connects with the Secret's parts, as a client configured field by field does. */
async function whoAmI(credentials: DatabaseCredentials): Promise<{ user: string; database: string }> {
  const { host, port, username: user, password, database } = credentials;
  const client = new Client({ host, port, user, password, database });
  await client.connect();
  try {
    const { rows } = await client.query<{ user: string; database: string }>('SELECT current_user AS user, current_database() AS database');
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Connects with the Secret's DATABASE_URL through libpq (psql), the reference reader of PostgreSQL URIs. */
function whoAmIThroughLibpq(credentials: DatabaseCredentials): { user: string; database: string } {
  const out = execFileSync(
    join(pg.bindir, 'psql'),
    ['-X', '-A', '-t', '-F', '\t', '-c', 'SELECT current_user, current_database()', connectionSecretData(credentials).DATABASE_URL],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const [user, database] = out.replace(/\n$/, '').split('\t');
  return { user, database };
}

async function failure(promise: Promise<unknown>): Promise<DatabaseError> {
  const outcome = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(DatabaseError);
  return outcome as DatabaseError;
}

describe('hostile database names', () => {
  test.each([
    ["it's"],
    ['with space'],
    ['semi;colon'],
    ['"; DROP DATABASE postgres; --'],
    ["'); DROP ROLE postgres; --"],
    ['back\\slash and \\\' quote'],
    ['percent%2F/slash?query#hash@at:colon'],
    ['ünïcödé ☃'],
  ])('%j is created under exactly that name and postgres survives', async (name) => {
    const result = await provisionDatabase(pg.admin(), databaseRequestFor({ namespace: 'hostile', name: 'gw' }, name));

    expect(await databaseNames()).toContain(name);
    expect(await databaseNames()).toContain('postgres');
    expect(await roleNames()).toEqual(expect.arrayContaining([name, 'postgres']));
    expect(await whoAmI(result.credentials)).toEqual({ user: name, database: name });
    expect(whoAmIThroughLibpq(result.credentials)).toEqual({ user: name, database: name });
  });

  test.each([
    ['a name longer than 63 bytes', 'x'.repeat(64), 'database name "' + 'x'.repeat(64) + '" is 64 bytes long; PostgreSQL holds at most 63'],
    ['63 bytes of multi-byte characters plus one', 'é'.repeat(32), 'database name "' + 'é'.repeat(32) + '" is 64 bytes long; PostgreSQL holds at most 63'],
    ['a NUL character', 'a\0b', 'database name "a\\u0000b" contains a NUL character, which PostgreSQL cannot hold'],
    ['a newline', 'a\nb', 'database name "a\\nb" contains a control character'],
    ['the postgres database', 'postgres', 'database name "postgres" is reserved by PostgreSQL'],
    ['a template database', 'template1', 'database name "template1" is reserved by PostgreSQL'],
    ['a role name PostgreSQL reserves', 'pg_gateway', 'role name "pg_gateway" starts with "pg_", which PostgreSQL reserves'],
    ['the public pseudo-role', 'public', 'role name "public" is reserved by PostgreSQL'],
  ])('%s is rejected with InvalidDatabaseName before anything is sent', async (_, name, message) => {
    const databases = await databaseNames();
    const roles = await roleNames();

    const error = await failure(provisionDatabase(pg.admin(), { database: name, role: name, owner: 'Gateway hostile/gw' }));

    expect(error).toMatchObject({ reason: 'InvalidDatabaseName', retryable: false, message });
    expect(await databaseNames()).toEqual(databases);
    expect(await roleNames()).toEqual(roles);
  });
});

describe('connection failures', () => {
  let silent: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Accepts TCP connections and never says a word, like a firewall black-holing the port's replies.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  test('a port nobody listens on gives DatabaseUnreachable, retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failure(provisionDatabase(pg.admin({ port }), databaseRequestFor({ namespace: 'x', name: 'refused' })));

    expect(error).toMatchObject({ reason: 'DatabaseUnreachable', retryable: true });
    expect(error.message).toMatch(new RegExp(`^cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port} as "postgres": .*ECONNREFUSED`));
  });

  test('a server that never answers gives DatabaseUnreachable after the connect timeout', async () => {
    const port = (silent.address() as { port: number }).port;

    const error = await failure(
      provisionDatabase(pg.admin({ port, connectTimeoutMs: 300 }), databaseRequestFor({ namespace: 'x', name: 'silent' })),
    );

    expect(error).toMatchObject({ reason: 'DatabaseUnreachable', retryable: true });
    expect(error.message).toMatch(/timeout/i);
  });

  test('a wrong admin password gives DatabaseAuthFailed and the message holds no password', async () => {
    const wrong = 'Wr0ng-admin-p4ssword';

    const error = await failure(provisionDatabase(pg.admin({ password: wrong }), databaseRequestFor({ namespace: 'x', name: 'auth' })));

    expect(error.reason).toBe('DatabaseAuthFailed');
    expect(error.message).toBe(
      `PostgreSQL at 127.0.0.1:${pg.port} as "postgres" was refused: password authentication failed for user "postgres"`,
    );
    expect(error.message).not.toContain(wrong);
    expect(error.message).not.toContain(pg.password);
    expect(await roleNames()).not.toContain('x_auth');
  });

  test('an unknown admin role gives DatabaseAuthFailed', async () => {
    const error = await failure(
      provisionDatabase(pg.admin({ username: 'nobody', password: 'nothing-here' }), databaseRequestFor({ namespace: 'x', name: 'nobody' })),
    );

    expect(error.reason).toBe('DatabaseAuthFailed');
    expect(error.message).not.toContain('nothing-here');
  });

  test('an admin role without CREATEROLE gives DatabaseProvisioningFailed and changes nothing', async () => {
    await pg.query(`CREATE ROLE weak_admin LOGIN PASSWORD 'weak-admin-secret'`);
    const roles = await roleNames();

    const error = await failure(
      provisionDatabase(pg.admin({ username: 'weak_admin', password: 'weak-admin-secret' }), databaseRequestFor({ namespace: 'x', name: 'weak' }), 'held-Pa55word'),
    );

    expect(error.reason).toBe('DatabaseProvisioningFailed');
    expect(error.message).toMatch(/^the SqlCluster's administrative role may not create role "x_weak": permission denied/);
    expect(error.message).not.toContain('held-Pa55word');
    expect(error.message).not.toContain('weak-admin-secret');
    expect(await roleNames()).toEqual(roles);
    expect(await databaseNames()).not.toContain('x_weak');
  });

  test('a provisioned role that pg_hba.conf turns away gives DatabaseProvisioningFailed naming the role', async () => {
    const request = databaseRequestFor({ namespace: 'x', name: 'turned-away' });
    const hba = join(pg.dataDir, 'pg_hba.conf');
    writeFileSync(hba, `host all "${request.role}" 127.0.0.1/32 reject\n${readFileSync(hba, 'utf8')}`);
    await pg.query('SELECT pg_reload_conf()');
    // The reload is signalled, not awaited: wait until the rule is in force.
    for (let i = 0; i < 100; i++) {
      const probe = new Client({ host: pg.host, port: pg.port, user: request.role, password: 'x', database: 'postgres' });
      const message = await probe.connect().then(
        () => 'connected',
        (e: Error) => e.message,
      );
      await probe.end().catch(() => undefined);
      if (/pg_hba\.conf rejects/.test(message)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const error = await failure(provisionDatabase(pg.admin(), request, 'held-Pa55word'));

    expect(error.reason).toBe('DatabaseProvisioningFailed');
    expect(error.message).toMatch(/^provisioned role "x_turned-away" cannot log in: .*pg_hba\.conf rejects connection/);
    expect(error.message).not.toContain('held-Pa55word');
  });
});

