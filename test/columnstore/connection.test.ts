import { ColumnstoreError, connectionFromUrl, createDatabaseStatement, databaseExistsQuery, quoteIdentifier, quoteString, serverErrorCode } from '../../operator/columnstore';

describe('connectionFromUrl', () => {
  test.each([
    ['a native URL: the HTTP port of the same host', 'clickhouse://alt:pw@cs.data.svc:9000', 'http://cs.data.svc:8123', 'alt', 'pw'],
    ['a native URL with secure=true: HTTPS', 'tcp://alt:pw@cs:9440?secure=true', 'https://cs:8443', 'alt', 'pw'],
    ['an HTTP URL: as given', 'http://alt:pw@cs:18123', 'http://cs:18123', 'alt', 'pw'],
    ['an HTTPS URL without a port', 'https://alt:pw@cs', 'https://cs:8443', 'alt', 'pw'],
    ['no user: ClickHouse default, no password', 'clickhouse://cs:9000', 'http://cs:8123', 'default', ''],
    ['percent-encoded credentials', 'clickhouse://a%40b:p%3Aw%2F%23@cs:9000', 'http://cs:8123', 'a@b', 'p:w/#'],
  ])('%s', (_, url, origin, username, password) => {
    expect(connectionFromUrl(url, 'key url of Secret ns/cs')).toEqual({ origin, username, password });
  });

  test.each([
    ['not a URL', 'not a url secret-pw'],
    ['another scheme', 'postgresql://u:secret-pw@cs:5432/alt'],
  ])('refuses %s as ColumnstoreConnectionInvalid without quoting the URL', (_, url) => {
    let err: unknown;
    try {
      connectionFromUrl(url, 'key url of Secret ns/cs');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ColumnstoreError);
    expect(err).toMatchObject({ reason: 'ColumnstoreConnectionInvalid' });
    expect((err as Error).message).toMatch(/^key url of Secret ns\/cs /);
    expect((err as Error).message).not.toContain('secret-pw');
  });
});

describe('statements', () => {
  test('a backquote or backslash in a name is escaped, so the name cannot end the quoting', () => {
    expect(quoteIdentifier('alt')).toBe('`alt`');
    expect(quoteIdentifier('a`; DROP DATABASE x; --')).toBe('`a\\`; DROP DATABASE x; --`');
    expect(quoteIdentifier('a\\`b')).toBe('`a\\\\\\`b`');
  });

  test('a quote or backslash in a string literal is escaped', () => {
    expect(quoteString("it's")).toBe("'it\\'s'");
    expect(quoteString("a\\' OR 1")).toBe("'a\\\\\\' OR 1'");
  });

  test('the database is created only when missing', () => {
    expect(createDatabaseStatement('alt')).toBe('CREATE DATABASE IF NOT EXISTS `alt`');
  });

  test('existence is read from system.databases', () => {
    expect(databaseExistsQuery("o'k")).toBe("SELECT count() FROM system.databases WHERE name = 'o\\'k' FORMAT TabSeparated");
  });
});

describe('serverErrorCode', () => {
  test('reads the exception header of newer servers, else the code in the body', () => {
    expect(serverErrorCode('Code: 516. DB::Exception: default: Authentication failed', '516')).toBe(516);
    expect(serverErrorCode('Code: 193, e.displayText() = DB::Exception: Wrong password for user admin')).toBe(193);
    expect(serverErrorCode('Bad Gateway')).toBeUndefined();
  });
});
