/** The columnstore database provisioner against a real ClickHouse server (test/support/clickhouse.sh installs it). */
import {
  columnstoreDatabaseExists,
  ColumnstoreError,
  connectionFromUrl,
  ensureColumnstoreDatabase,
  requireColumnstoreDatabase,
} from '../../operator/columnstore';
import { startClickHouse, type ClickHouseServer } from '../support/clickhouse';

jest.setTimeout(60_000);

let ch: ClickHouseServer;

beforeAll(async () => {
  ch = await startClickHouse();
}, 600_000);

afterAll(async () => {
  await ch?.stop();
});

describe('ensureColumnstoreDatabase', () => {
  test('creates the database', async () => {
    expect(await ch.databases()).not.toContain('alt');

    expect(await ensureColumnstoreDatabase(ch.connection(), 'alt')).toEqual({ created: true });

    expect(await ch.databases()).toContain('alt');
  });

  test('a second run finds it and changes nothing', async () => {
    await ensureColumnstoreDatabase(ch.connection(), 'again');
    await ch.query('CREATE TABLE again.kept (n UInt8) ENGINE = Memory');

    expect(await ensureColumnstoreDatabase(ch.connection(), 'again')).toEqual({ created: false });

    expect(await ch.query("SELECT count() FROM system.tables WHERE database = 'again' AND name = 'kept' FORMAT TabSeparated")).toBe('1\n');
  });

  test('concurrent runs all succeed and leave one database', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => ensureColumnstoreDatabase(ch.connection(), 'raced')));

    expect(results.every((r) => typeof r.created === 'boolean')).toBe(true);
    expect((await ch.databases()).filter((d) => d === 'raced')).toHaveLength(1);
  });

  test.each([
    ['a backquote and a backslash', 'we`ird\\name'],
    ['quotes and a statement separator', `it's"; DROP DATABASE alt; --`],
    ['spaces, dots and non-ASCII', 'team a.analytics ünïcode'],
  ])('quotes a name holding %s, creating exactly that name', async (_, name) => {
    expect(await ensureColumnstoreDatabase(ch.connection(), name)).toEqual({ created: true });

    expect(await ch.databases()).toContain(name);
    expect(await columnstoreDatabaseExists(ch.connection(), name)).toBe(true);
    expect(await ch.databases()).toContain('alt');
  });

  test('works from the connection URL a Secret holds, with its credentials', async () => {
    expect(await ensureColumnstoreDatabase(connectionFromUrl(ch.url(), 'test'), 'from_url')).toEqual({ created: true });
    expect(await ch.databases()).toContain('from_url');
  });

  test('uses the given credentials: a wrong password is refused as ColumnstoreAuthFailed', async () => {
    const wrong = { ...ch.admin, password: 'not-the-password' };

    const err = await ensureColumnstoreDatabase(ch.connection(wrong), 'never').catch((e: unknown) => e);

    expect(err).toBeInstanceOf(ColumnstoreError);
    expect(err).toMatchObject({ reason: 'ColumnstoreAuthFailed', retryable: true });
    expect((err as Error).message).toMatch(/refused user "admin"/);
    expect((err as Error).message).not.toContain('not-the-password');
    expect(await ch.databases()).not.toContain('never');
  });

  test("a user who may not create databases gets ColumnstoreProvisioningFailed, and nothing is created", async () => {
    const err = await ensureColumnstoreDatabase(ch.connection(ch.reader), 'read_only').catch((e: unknown) => e);

    expect(err).toMatchObject({ reason: 'ColumnstoreProvisioningFailed' });
    expect((err as Error).message).toMatch(/user "reader" cannot create database "read_only" on ClickHouse at http:\/\/127\.0\.0\.1:\d+: Code: 164/);
    expect((err as Error).message).not.toContain(ch.reader.password);
    expect(await ch.databases()).not.toContain('read_only');
  });

  test('a read-only user finds an existing database ready without creating anything', async () => {
    await ch.query('CREATE DATABASE IF NOT EXISTS made_by_admin');

    expect(await ensureColumnstoreDatabase(ch.connection(ch.reader), 'made_by_admin')).toEqual({ created: false });
  });

  test('a server nobody listens on is ColumnstoreUnreachable', async () => {
    const gone = { ...ch.connection(), origin: 'http://127.0.0.1:1', timeoutMs: 2_000 };

    await expect(ensureColumnstoreDatabase(gone, 'alt')).rejects.toMatchObject({ reason: 'ColumnstoreUnreachable' });
  });

  test('refuses a name the server keeps for itself before sending anything', async () => {
    const gone = { ...ch.connection(), origin: 'http://127.0.0.1:1' };

    await expect(ensureColumnstoreDatabase(gone, 'system')).rejects.toMatchObject({ reason: 'ColumnstoreProvisioningFailed', retryable: false });
  });
});

describe('requireColumnstoreDatabase (external cluster)', () => {
  test('a database that exists passes', async () => {
    await ch.query('CREATE DATABASE IF NOT EXISTS external_ok');

    await expect(requireColumnstoreDatabase(ch.connection(), 'external_ok')).resolves.toBeUndefined();
  });

  test('a missing database is reported as ColumnstoreDatabaseMissing and is not created', async () => {
    const err = await requireColumnstoreDatabase(ch.connection(), 'external_missing').catch((e: unknown) => e);

    expect(err).toMatchObject({ reason: 'ColumnstoreDatabaseMissing' });
    expect((err as Error).message).toMatch(/^database "external_missing" does not exist on ClickHouse at http:\/\/127\.0\.0\.1:\d+; on an external columnstore it must be created beforehand/);
    expect(await ch.databases()).not.toContain('external_missing');
  });
});
