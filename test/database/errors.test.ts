import { DatabaseError, fromConnectError, fromStatementError } from '../../operator/database';

const target = 'PostgreSQL at db:5432 as "admin"';

describe('fromConnectError', () => {
  test.each([
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.5:5432' }, 'DatabaseUnreachable'],
    [{ code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND db' }, 'DatabaseUnreachable'],
    [{ code: 'EHOSTUNREACH', message: 'connect EHOSTUNREACH' }, 'DatabaseUnreachable'],
    [new Error('timeout expired'), 'DatabaseUnreachable'],
    [new Error('Connection terminated unexpectedly'), 'DatabaseUnreachable'],
    [{ code: '57P03', message: 'the database system is starting up' }, 'DatabaseUnreachable'],
    [{ code: '53300', message: 'sorry, too many clients already' }, 'DatabaseUnreachable'],
    [{ code: '28P01', message: 'password authentication failed for user "admin"' }, 'DatabaseAuthFailed'],
    [{ code: '28000', message: 'no pg_hba.conf entry for host' }, 'DatabaseAuthFailed'],
    [{ code: '3D000', message: 'database "postgres" does not exist' }, 'DatabaseProvisioningFailed'],
    [new Error('The server does not support SSL connections'), 'DatabaseProvisioningFailed'],
  ])('%j gives %s, retryable, with the original as cause', (err, reason) => {
    const typed = fromConnectError(err, target);
    expect(typed).toBeInstanceOf(DatabaseError);
    expect(typed.reason).toBe(reason);
    expect(typed.retryable).toBe(true);
    expect(typed.cause).toBe(err);
    expect(typed.message).toContain(target);
  });
});

describe('fromStatementError', () => {
  test('names the missing privilege', () => {
    const typed = fromStatementError({ code: '42501', message: 'permission denied to create role' }, 'create role "gw"');
    expect(typed).toMatchObject({
      reason: 'DatabaseProvisioningFailed',
      message: `the SqlCluster's administrative role may not create role "gw": permission denied to create role`,
    });
  });

  test('scrubs a secret the server quoted back and drops the cause that held it', () => {
    const err = { code: '42601', message: `syntax error at or near "hunter2"` };
    const typed = fromStatementError(err, 'set the password of role "gw"', ['hunter2']);
    expect(typed.message).toBe('cannot set the password of role "gw": syntax error at or near "[redacted]"');
    expect(typed.cause).toBeUndefined();
  });

  test('keeps a typed error as it is', () => {
    const original = new DatabaseError('InvalidDatabaseName', 'bad', false);
    expect(fromStatementError(original, 'anything')).toBe(original);
  });
});
