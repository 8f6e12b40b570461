/** dropDatabase against a real PostgreSQL server: the opt-in clean-up when a Gateway is deleted. */
import { Client } from 'pg';
import { databaseRequestFor, dropDatabase, provisionDatabase } from '../../operator/database';
import { startPostgres, type PostgresServer } from '../support/postgres';

jest.setTimeout(120_000);

let pg: PostgresServer;

beforeAll(async () => {
  pg = await startPostgres();
}, 600_000);

afterAll(async () => {
  await pg?.stop();
});

async function exists(catalog: 'pg_database' | 'pg_roles', name: string): Promise<boolean> {
  const column = catalog === 'pg_database' ? 'datname' : 'rolname';
  return (await pg.query(`SELECT 1 FROM ${catalog} WHERE ${column} = $1`, [name])).length === 1;
}

describe('dropDatabase', () => {
  test('drops the database and the role provisioned for the Gateway, and postgres stays', async () => {
    const request = databaseRequestFor({ namespace: 'team-a', name: 'gone' });
    await provisionDatabase(pg.admin(), request);

    expect(await dropDatabase(pg.admin(), request)).toEqual({ databaseDropped: true, roleDropped: true });

    expect(await exists('pg_database', request.database)).toBe(false);
    expect(await exists('pg_roles', request.role)).toBe(false);
    expect(await exists('pg_database', 'postgres')).toBe(true);
  });

  test('dropping again finds nothing and is not an error', async () => {
    const request = databaseRequestFor({ namespace: 'team-a', name: 'never-there' });

    expect(await dropDatabase(pg.admin(), request)).toEqual({ databaseDropped: false, roleDropped: false });
  });

  test('ends the gateway sessions still connected to the database', async () => {
    const request = databaseRequestFor({ namespace: 'team-a', name: 'busy' });
    const { credentials } = await provisionDatabase(pg.admin(), request);
    const session = new Client({ host: credentials.host, port: credentials.port, user: credentials.username, password: credentials.password, database: credentials.database });
    session.on('error', () => undefined);
    await session.connect();

    expect(await dropDatabase(pg.admin(), request)).toEqual({ databaseDropped: true, roleDropped: true });

    await expect(session.query('SELECT 1')).rejects.toThrow();
    await session.end().catch(() => undefined);
    expect(await exists('pg_database', request.database)).toBe(false);
  });

  test('refuses to drop a database provisioned for another Gateway, and drops nothing', async () => {
    const owner = databaseRequestFor({ namespace: 'team-a', name: 'keeper' }, 'kept_db');
    await provisionDatabase(pg.admin(), owner);
    const other = databaseRequestFor({ namespace: 'team-b', name: 'deleter' }, 'kept_db');

    await expect(dropDatabase(pg.admin(), other)).rejects.toMatchObject({
      reason: 'DatabaseProvisioningFailed',
      retryable: false,
      message: 'will not drop role "kept_db": it was not provisioned by aigw for Gateway team-b/deleter',
    });
    expect(await exists('pg_database', 'kept_db')).toBe(true);
    expect(await exists('pg_roles', 'kept_db')).toBe(true);
  });

  test('refuses to drop a database created by hand under the same name', async () => {
    await pg.query('CREATE DATABASE handmade_db');

    await expect(dropDatabase(pg.admin(), databaseRequestFor({ namespace: 'team-a', name: 'x' }, 'handmade_db'))).rejects.toMatchObject({
      reason: 'DatabaseProvisioningFailed',
      message: 'will not drop database "handmade_db": it was not provisioned by aigw for Gateway team-a/x',
    });
    expect(await exists('pg_database', 'handmade_db')).toBe(true);
  });
});
