import { DatabaseError, databaseNameProblem, databaseRequestFor, defaultDatabaseName, roleNameProblem } from '../../operator/database';

describe('defaultDatabaseName', () => {
  test('is <namespace>_<name>', () => {
    expect(defaultDatabaseName({ namespace: 'team-a', name: 'chat' })).toBe('team-a_chat');
  });

  test('keeps hyphens and dots so two Gateways never share a default', () => {
    const a = defaultDatabaseName({ namespace: 'a-b', name: 'c' });
    const b = defaultDatabaseName({ namespace: 'a', name: 'b-c' });
    expect(a).toBe('a-b_c');
    expect(b).toBe('a_b-c');
  });

  test('past 63 bytes keeps a prefix and appends a hash of the full name, staying at 63 bytes', () => {
    const namespace = 'n'.repeat(40);
    const one = defaultDatabaseName({ namespace, name: `${'g'.repeat(40)}-one` });
    const two = defaultDatabaseName({ namespace, name: `${'g'.repeat(40)}-two` });
    expect(one).toHaveLength(63);
    expect(one.startsWith(`${namespace}_ggggggggggggg`)).toBe(true);
    expect(one).toMatch(/_[0-9a-f]{8}$/);
    expect(one).not.toBe(two);
    expect(defaultDatabaseName({ namespace, name: `${'g'.repeat(40)}-one` })).toBe(one);
  });

  test('exactly 63 bytes is kept as is', () => {
    const name = 'g'.repeat(63 - 'ns_'.length);
    expect(defaultDatabaseName({ namespace: 'ns', name })).toBe(`ns_${name}`);
  });
});

describe('name rules', () => {
  test.each([
    ['team-a_chat'],
    ["it's"],
    ['"; DROP DATABASE postgres; --'],
    ['x'.repeat(63)],
    ['é'.repeat(31)],
    ['Postgres'],
  ])('database %j is accepted', (name) => {
    expect(databaseNameProblem(name)).toBeUndefined();
  });

  test.each([
    ['', 'database name must not be empty'],
    ['x'.repeat(64), `database name "${'x'.repeat(64)}" is 64 bytes long; PostgreSQL holds at most 63`],
    ['a\0', 'database name "a\\u0000" contains a NUL character, which PostgreSQL cannot hold'],
    ['tab\there', 'database name "tab\\there" contains a control character'],
    ['del\x7f', 'database name "del\\u007f" contains a control character'],
    ['template0', 'database name "template0" is reserved by PostgreSQL'],
  ])('database %j is refused: %s', (name, problem) => {
    expect(databaseNameProblem(name)).toBe(problem);
  });

  test.each([
    ['pg_monitor', 'role name "pg_monitor" starts with "pg_", which PostgreSQL reserves'],
    ['none', 'role name "none" is reserved by PostgreSQL'],
    ['current_user', 'role name "current_user" is reserved by PostgreSQL'],
    ['session_user', 'role name "session_user" is reserved by PostgreSQL'],
  ])('role %j is refused: %s', (name, problem) => {
    expect(roleNameProblem(name)).toBe(problem);
  });

  test('postgres is a reserved database but a usable role name rule-wise (ownership checks guard it)', () => {
    expect(roleNameProblem('postgres')).toBeUndefined();
  });
});

describe('databaseRequestFor', () => {
  test('names database and role after the Gateway and records it as owner', () => {
    expect(databaseRequestFor({ namespace: 'team-a', name: 'chat' })).toEqual({
      database: 'team-a_chat',
      role: 'team-a_chat',
      owner: 'Gateway team-a/chat',
    });
  });

  test('uses spec.database.databaseName for both database and role', () => {
    expect(databaseRequestFor({ namespace: 'team-a', name: 'chat' }, 'llm')).toEqual({
      database: 'llm',
      role: 'llm',
      owner: 'Gateway team-a/chat',
    });
  });

  test('throws InvalidDatabaseName, not retryable, for a name PostgreSQL cannot hold', () => {
    const attempt = () => databaseRequestFor({ namespace: 'team-a', name: 'chat' }, 'x'.repeat(70));
    expect(attempt).toThrow(DatabaseError);
    expect(attempt).toThrow(`database name "${'x'.repeat(70)}" is 70 bytes long; PostgreSQL holds at most 63`);
    try {
      attempt();
    } catch (e) {
      expect(e).toMatchObject({ reason: 'InvalidDatabaseName', retryable: false });
    }
  });
});
