import { connectionSecretData, connectionSecretName, credentialsFor, databaseUrl, passwordFromSecret, type DatabaseCredentials } from '../../operator/database';

const credentials: DatabaseCredentials = {
  host: 'pg.db.svc.cluster.local',
  port: 5432,
  sslMode: 'require',
  database: 'team-a_chat',
  username: 'team-a_chat',
  password: 'pw',
};

describe('connectionSecretData', () => {
  test('holds DATABASE_URL and its parts', () => {
    expect(connectionSecretData(credentials)).toEqual({
      DATABASE_URL: 'postgresql://team-a_chat:pw@pg.db.svc.cluster.local:5432/team-a_chat?sslmode=require',
      host: 'pg.db.svc.cluster.local',
      port: '5432',
      database: 'team-a_chat',
      username: 'team-a_chat',
      password: 'pw',
    });
  });

  test('percent-encodes user and password so URL syntax in them cannot change the host', () => {
    const url = databaseUrl({ ...credentials, username: 'u@evil:1', password: 'p@ss:w/rd?#%' });
    expect(url).toBe('postgresql://u%40evil%3A1:p%40ss%3Aw%2Frd%3F%23%25@pg.db.svc.cluster.local:5432/team-a_chat?sslmode=require');
    const parsed = new URL(url);
    expect(parsed.hostname).toBe('pg.db.svc.cluster.local');
    expect(decodeURIComponent(parsed.username)).toBe('u@evil:1');
    expect(decodeURIComponent(parsed.password)).toBe('p@ss:w/rd?#%');
  });

  test('encodes what a path segment cannot hold and keeps what it can', () => {
    const url = databaseUrl({ ...credentials, database: 'a/b?c#d%e f+g;h:i@j' });
    expect(url).toContain('/a%2Fb%3Fc%23d%25e%20f%2Bg;h:i@j?sslmode=');
    expect(decodeURIComponent(new URL(url).pathname.slice(1))).toBe('a/b?c#d%e f+g;h:i@j');
  });

  test('brackets an IPv6 host', () => {
    expect(databaseUrl({ ...credentials, host: 'fd00::5' })).toBe('postgresql://team-a_chat:pw@[fd00::5]:5432/team-a_chat?sslmode=require');
  });

  test('names the sslmode of the SqlCluster', () => {
    expect(databaseUrl({ ...credentials, sslMode: 'disable' })).toMatch(/\?sslmode=disable$/);
  });
});

describe('passwordFromSecret', () => {
  test.each<[string, Record<string, string | undefined> | undefined, string | undefined]>([
    ['no Secret', undefined, undefined],
    ['no password key', { DATABASE_URL: 'x' }, undefined],
    ['an empty password', { password: '' }, undefined],
    ['a password', { password: 'kept' }, 'kept'],
  ])('%s gives %j', (_, data, expected) => {
    expect(passwordFromSecret(data)).toBe(expected);
  });
});

test('the connection Secret is named after the Gateway', () => {
  expect(connectionSecretName('chat')).toBe('chat-database');
});

describe('credentialsFor', () => {
  test('gives the Secret content before provisioning, with the SqlCluster defaults', () => {
    expect(credentialsFor({ host: 'pg' }, { database: 'd', role: 'r' }, 'pw')).toEqual({
      host: 'pg',
      port: 5432,
      sslMode: 'require',
      database: 'd',
      username: 'r',
      password: 'pw',
    });
  });
});
