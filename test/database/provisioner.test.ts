/**
 * provisionDatabase against a real PostgreSQL server: first provisioning, repeated reconciles, an
 * operator restart, racing reconciles, and repairs after hand-made changes.
 */
import { Client } from 'pg';
import {
  connectionSecretData,
  credentialsFor,
  DatabaseError,
  databaseRequestFor,
  generatePassword,
  passwordFromSecret,
  provisionDatabase,
  type DatabaseCredentials,
  type DatabaseRequest,
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

/** Connects with the Secret's DATABASE_URL, as the gateway does, and says who and where it is. */
async function connectAs(credentials: DatabaseCredentials): Promise<{ user: string; database: string }> {
  const client = new Client({ connectionString: connectionSecretData(credentials).DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ user: string; database: string }>('SELECT current_user AS user, current_database() AS database');
    return rows[0];
  } finally {
    await client.end();
  }
}

async function roleCount(role: string): Promise<number> {
  return (await pg.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role])).length;
}

async function databaseOwner(database: string): Promise<string[]> {
  const rows = await pg.query<{ owner: string }>(
    'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
    [database],
  );
  return rows.map((r) => r.owner);
}

async function storedVerifier(role: string): Promise<string> {
  const rows = await pg.query<{ rolpassword: string }>('SELECT rolpassword FROM pg_authid WHERE rolname = $1', [role]);
  return rows[0].rolpassword;
}

function gateway(name: string): DatabaseRequest {
  return databaseRequestFor({ namespace: 'team-a', name });
}

describe('provisionDatabase', () => {
  test('creates a login role and a database it owns, and the returned credentials connect', async () => {
    const request = gateway('first');
    const result = await provisionDatabase(pg.admin(), request);

    expect(result.changes).toEqual(['createRole', 'createDatabase', 'markDatabase']);
    expect(result.credentials).toMatchObject({ host: '127.0.0.1', port: pg.port, database: 'team-a_first', username: 'team-a_first' });
    expect(result.credentials.password.length).toBeGreaterThanOrEqual(32);
    expect(await databaseOwner('team-a_first')).toEqual(['team-a_first']);
    const [role] = await pg.query('SELECT rolcanlogin, rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = $1', [
      'team-a_first',
    ]);
    expect(role).toEqual({ rolcanlogin: true, rolsuper: false, rolcreatedb: false, rolcreaterole: false });
    expect(await connectAs(result.credentials)).toEqual({ user: 'team-a_first', database: 'team-a_first' });
  });

  test('stores a SCRAM verifier, never the plaintext password', async () => {
    const result = await provisionDatabase(pg.admin(), gateway('verifier'));
    const verifier = await storedVerifier('team-a_verifier');
    expect(verifier).toMatch(/^SCRAM-SHA-256\$4096:/);
    expect(verifier).not.toContain(result.credentials.password);
  });

  test('a second reconcile with the password from the Secret changes nothing', async () => {
    const request = gateway('twice');
    const first = await provisionDatabase(pg.admin(), request);
    const verifier = await storedVerifier(request.role);

    const second = await provisionDatabase(pg.admin(), request, first.credentials.password);

    expect(second.changes).toEqual([]);
    expect(second.credentials).toEqual(first.credentials);
    expect(await storedVerifier(request.role)).toBe(verifier);
    expect(await connectAs(second.credentials)).toEqual({ user: request.role, database: request.database });
  });

  test('an operator restart reading the password back from the Secret content changes nothing', async () => {
    const request = gateway('restart');
    const before = await provisionDatabase(pg.admin(), request);
    const secretData = connectionSecretData(before.credentials);
    const verifier = await storedVerifier(request.role);

    // A new process knows nothing but the Secret it wrote.
    const held = passwordFromSecret(JSON.parse(JSON.stringify(secretData)));
    const after = await provisionDatabase(pg.admin(), databaseRequestFor({ namespace: 'team-a', name: 'restart' }), held);

    expect(after.changes).toEqual([]);
    expect(connectionSecretData(after.credentials)).toEqual(secretData);
    expect(await storedVerifier(request.role)).toBe(verifier);
  });

  test.each([1, 2, 3])('reconciles racing with one stored password all succeed with one role and one database (round %i)', async (round) => {
    const request = gateway(`race-${round}`);
    // The Secret is written first (create-only), so every racer reads the same password from it.
    const secret = connectionSecretData(credentialsFor(pg.admin(), request, generatePassword()));

    const results = await Promise.all([1, 2, 3, 4].map(() => provisionDatabase(pg.admin(), request, passwordFromSecret(secret))));

    expect(await roleCount(request.role)).toBe(1);
    expect(await databaseOwner(request.database)).toEqual([request.role]);
    for (const result of results) expect(connectionSecretData(result.credentials)).toEqual(secret);
    // Every step was done exactly once across the racers.
    const all = results.flatMap((r) => r.changes);
    expect(all.filter((c) => c === 'createRole')).toHaveLength(1);
    expect(all.filter((c) => c === 'createDatabase')).toHaveLength(1);
    expect(all).not.toContain('restorePassword');
    expect(await connectAs(results[0].credentials)).toEqual({ user: request.role, database: request.database });
  });

  test('a role dropped by hand comes back with the stored password and gets its database back', async () => {
    const request = gateway('dropped-role');
    const first = await provisionDatabase(pg.admin(), request);
    await pg.query('CREATE TABLE kept (id int)', [], request.database);
    // What an administrator must do to drop a role that owns a database.
    await pg.query(`REASSIGN OWNED BY "team-a_dropped-role" TO postgres`, [], request.database);
    await pg.query(`REASSIGN OWNED BY "team-a_dropped-role" TO postgres`);
    await pg.query(`DROP ROLE "team-a_dropped-role"`);
    expect(await roleCount(request.role)).toBe(0);

    const again = await provisionDatabase(pg.admin(), request, passwordFromSecret(connectionSecretData(first.credentials)));

    expect(again.changes).toEqual(['createRole', 'setDatabaseOwner']);
    expect(again.credentials.password).toBe(first.credentials.password);
    expect(await databaseOwner(request.database)).toEqual([request.role]);
    expect(await connectAs(again.credentials)).toEqual({ user: request.role, database: request.database });
    expect(await pg.query(`SELECT 1 FROM pg_tables WHERE tablename = 'kept'`, [], request.database)).toHaveLength(1);
  });

  test('a password changed by hand is set back to the stored one', async () => {
    const request = gateway('changed-password');
    const first = await provisionDatabase(pg.admin(), request);
    await pg.query(`ALTER ROLE "team-a_changed-password" PASSWORD 'something else'`);
    await expect(connectAs(first.credentials)).rejects.toThrow(/password authentication failed/);

    const again = await provisionDatabase(pg.admin(), request, first.credentials.password);

    expect(again.changes).toEqual(['restorePassword']);
    expect(await connectAs(again.credentials)).toEqual({ user: request.role, database: request.database });
  });

  test('a role made NOLOGIN by hand can log in again, keeping its password', async () => {
    const request = gateway('nologin');
    const first = await provisionDatabase(pg.admin(), request);
    const verifier = await storedVerifier(request.role);
    await pg.query(`ALTER ROLE "team-a_nologin" NOLOGIN`);

    const again = await provisionDatabase(pg.admin(), request, first.credentials.password);

    expect(again.changes).toEqual(['enableLogin']);
    expect(await storedVerifier(request.role)).toBe(verifier);
    expect(await connectAs(again.credentials)).toEqual({ user: request.role, database: request.database });
  });

  test('when the Secret is lost, our role gets a new password and the old one stops working', async () => {
    const request = gateway('lost-secret');
    const first = await provisionDatabase(pg.admin(), request);

    const again = await provisionDatabase(pg.admin(), request);

    expect(again.changes).toEqual(['setPassword']);
    expect(again.credentials.password).not.toBe(first.credentials.password);
    expect(await connectAs(again.credentials)).toEqual({ user: request.role, database: request.database });
    await expect(connectAs(first.credentials)).rejects.toThrow(/password authentication failed/);
  });

  test('a database name already provisioned for another Gateway is refused and left alone', async () => {
    const mine = databaseRequestFor({ namespace: 'team-a', name: 'owner' }, 'shared_name');
    const first = await provisionDatabase(pg.admin(), mine);
    const verifier = await storedVerifier('shared_name');
    const theirs = databaseRequestFor({ namespace: 'team-b', name: 'intruder' }, 'shared_name');

    const refusal = await provisionDatabase(pg.admin(), theirs).catch((e: unknown) => e);

    expect(refusal).toBeInstanceOf(DatabaseError);
    expect(refusal).toMatchObject({ reason: 'DatabaseProvisioningFailed', retryable: false });
    expect((refusal as Error).message).toBe(
      'role "shared_name" is already provisioned for Gateway team-a/owner; choose another spec.database.databaseName',
    );
    expect(await storedVerifier('shared_name')).toBe(verifier);
    expect(await connectAs(first.credentials)).toEqual({ user: 'shared_name', database: 'shared_name' });
  });

  test('a role created by hand with the same name is not adopted', async () => {
    await pg.query(`CREATE ROLE handmade LOGIN PASSWORD 'theirs'`);
    const verifier = await storedVerifier('handmade');

    await expect(provisionDatabase(pg.admin(), databaseRequestFor({ namespace: 'team-a', name: 'x' }, 'handmade'))).rejects.toMatchObject({
      reason: 'DatabaseProvisioningFailed',
      message: expect.stringContaining('role "handmade" already exists and was not provisioned by aigw for Gateway team-a/x'),
    });
    expect(await storedVerifier('handmade')).toBe(verifier);
    expect(await databaseOwner('handmade')).toEqual([]);
  });

  test('an administrative role with only CREATEROLE and CREATEDB can provision', async () => {
    await pg.query(`CREATE ROLE platform_admin LOGIN CREATEROLE CREATEDB PASSWORD 'admin-secret'`);
    const admin = pg.admin({ username: 'platform_admin', password: 'admin-secret' });
    const request = gateway('delegated');

    const result = await provisionDatabase(admin, request);
    const again = await provisionDatabase(admin, request, result.credentials.password);

    expect(result.changes).toEqual(['createRole', 'createDatabase', 'markDatabase']);
    expect(again.changes).toEqual([]);
    expect(await databaseOwner(request.database)).toEqual([request.role]);
    expect(await connectAs(result.credentials)).toEqual({ user: request.role, database: request.database });
  });
});

describe('provisionDatabase with a held password of any shape', () => {
  test.each([["quote ' and backslash \\ and percent %"], ['ünïcödé pässwörd ☃'], ['a:b@c/d?e#f']])(
    'the held password %j is set exactly and works in DATABASE_URL',
    async (password) => {
      const request = databaseRequestFor({ namespace: 'shapes', name: `p${Buffer.from(password).toString('hex').slice(0, 12)}` });

      const result = await provisionDatabase(pg.admin(), request, password);

      expect(result.credentials.password).toBe(password);
      expect(await connectAs(result.credentials)).toEqual({ user: request.role, database: request.database });
    },
  );
});
