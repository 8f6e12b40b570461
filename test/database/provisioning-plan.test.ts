import { ownerComment, planProvisioning, type ObservedState } from '../../operator/database';

const request = { database: 'team-a_chat', role: 'team-a_chat', owner: 'Gateway team-a/chat' };
const ours = ownerComment(request.owner);
const theirs = ownerComment('Gateway team-b/other');
const ourRole = { canLogin: true, comment: ours };
const ourDatabase = { owner: 'team-a_chat', comment: ours };

describe('planProvisioning', () => {
  test.each<[string, ObservedState, boolean, readonly string[]]>([
    ['nothing exists', {}, true, ['createRole', 'createDatabase', 'markDatabase']],
    ['nothing exists and no password is held', {}, false, ['createRole', 'createDatabase', 'markDatabase']],
    ['everything is in place', { role: ourRole, database: ourDatabase }, true, []],
    ['our role exists and no password is held any more', { role: ourRole, database: ourDatabase }, false, ['setPassword']],
    ['our role was made NOLOGIN', { role: { canLogin: false, comment: ours }, database: ourDatabase }, true, ['enableLogin']],
    ['our role was dropped and its database reassigned', { database: { owner: 'postgres', comment: ours } }, true, ['createRole', 'setDatabaseOwner']],
    ['the database was dropped', { role: ourRole }, true, ['createDatabase', 'markDatabase']],
    ['the database lost its comment (a crash between two statements)', { role: ourRole, database: { owner: 'team-a_chat' } }, true, ['markDatabase']],
  ])('when %s: %j', (_, observed, held, steps) => {
    expect(planProvisioning(request, observed, held)).toEqual({ steps });
  });

  test.each<[string, ObservedState, string]>([
    [
      'the role was provisioned for another Gateway',
      { role: { canLogin: true, comment: theirs } },
      'role "team-a_chat" is already provisioned for Gateway team-b/other; choose another spec.database.databaseName',
    ],
    [
      'the role was created by hand',
      { role: { canLogin: true } },
      'role "team-a_chat" already exists and was not provisioned by aigw for Gateway team-a/chat; choose another spec.database.databaseName or remove it',
    ],
    [
      'the database belongs to someone else',
      { role: ourRole, database: { owner: 'app' } },
      'database "team-a_chat" already exists and is owned by role "app", not "team-a_chat"; choose another spec.database.databaseName or remove it',
    ],
    [
      'the database was provisioned for another Gateway',
      { role: ourRole, database: { owner: 'other', comment: theirs } },
      'database "team-a_chat" is already provisioned for Gateway team-b/other; choose another spec.database.databaseName',
    ],
    [
      'our role owns a database recorded for another Gateway',
      { role: ourRole, database: { owner: 'team-a_chat', comment: theirs } },
      'database "team-a_chat" is already provisioned for Gateway team-b/other; choose another spec.database.databaseName',
    ],
  ])('refuses when %s', (_, observed, refused) => {
    expect(planProvisioning(request, observed, true)).toEqual({ refused });
  });
});
