/**
 * Provisioning against a real PostgreSQL server: connects with a SqlCluster's administrative role
 * and makes the Gateway's login role and database exist, idempotently. Reads first, writes only
 * what {@link planProvisioning} says is missing, and treats "already exists" from a racing
 * reconcile as someone else having done the step: it reads again and carries on.
 */
import { Client } from 'pg';
import type { AdminConnection } from './admin-connection';
import { clientConfig, describeServer, maintenanceDatabaseOf } from './admin-connection';
import type { DatabaseCredentials } from './connection-secret';
import { credentialsFor } from './connection-secret';
import { DATABASE_AUTH_FAILED, DatabaseError, errorCode, fromConnectError, fromStatementError, provisioningFailed } from './errors';
import type { DatabaseRequest } from './names';
import { checkDatabaseRequest } from './names';
import { canPrehash, generatePassword, passwordProblem, scramVerifier } from './password';
import type { ObservedState, ProvisioningStep } from './provisioning-plan';
import { ownerComment, planProvisioning } from './provisioning-plan';

/** A change made on the server: a plan step, or `restorePassword` (the role's password no longer matched ours). */
export type ProvisioningChange = ProvisioningStep | 'restorePassword';

export interface ProvisionResult {
  /** How to connect as the role: the content of the connection Secret. */
  readonly credentials: DatabaseCredentials;
  /** What was changed, in order; empty when the server already matched. */
  readonly changes: readonly ProvisioningChange[];
}

export interface DropResult {
  readonly databaseDropped: boolean;
  readonly roleDropped: boolean;
}

/** SQLSTATEs meaning a concurrent session got there first: duplicate_object, duplicate_database, unique_violation. */
const RACE_SQLSTATES = new Set(['42710', '42P04', '23505']);

/** Re-reads after a lost race are bounded: each one means another reconcile made progress. */
const MAX_PASSES = 5;

function lostRace(err: unknown): boolean {
  const code = errorCode(err);
  if (code && RACE_SQLSTATES.has(code)) return true;
  // Two sessions updating the same catalog row (a comment, an owner) at once.
  return code === 'XX000' && /tuple concurrently updated/.test(String((err as Error).message));
}

async function connect(admin: AdminConnection, login: { user: string; password: string; database: string }, target: string) {
  const client = new Client(clientConfig(admin, login));
  // A server that goes away while the client is idle emits 'error'; the pending query rejects anyway.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    throw fromConnectError(err, target);
  }
  return client;
}

function connectAdmin(admin: AdminConnection): Promise<Client> {
  const target = `${describeServer(admin)} as ${JSON.stringify(admin.username)}`;
  return connect(admin, { user: admin.username, password: admin.password, database: maintenanceDatabaseOf(admin) }, target);
}

async function observe(client: Client, request: DatabaseRequest): Promise<ObservedState> {
  const role = await client.query<{ rolcanlogin: boolean; comment: string | null }>(
    `SELECT rolcanlogin, shobj_description(oid, 'pg_authid') AS comment FROM pg_roles WHERE rolname = $1`,
    [request.role],
  );
  const database = await client.query<{ owner: string; comment: string | null }>(
    `SELECT pg_get_userbyid(datdba) AS owner, shobj_description(oid, 'pg_database') AS comment
       FROM pg_database WHERE datname = $1`,
    [request.database],
  );
  const r = role.rows[0];
  const d = database.rows[0];
  return {
    role: r && { canLogin: r.rolcanlogin, comment: r.comment ?? undefined },
    database: d && { owner: d.owner, comment: d.comment ?? undefined },
  };
}

async function isSuperuser(client: Client): Promise<boolean> {
  const result = await client.query<{ rolsuper: boolean }>('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  return result.rows[0]?.rolsuper === true;
}

/** Statements of one provisioning, with names and values quoted by the connection's own escaping. */
class Statements {
  private readonly role: string;
  private readonly database: string;
  private readonly comment: string;

  constructor(
    private readonly client: Client,
    request: DatabaseRequest,
  ) {
    this.role = client.escapeIdentifier(request.role);
    this.database = client.escapeIdentifier(request.database);
    this.comment = client.escapeLiteral(ownerComment(request.owner));
  }

  /** The password as sent: its SCRAM verifier when it can be computed here, so the plaintext stays off the wire. */
  private passwordLiteral(password: string): string {
    return this.client.escapeLiteral(canPrehash(password) ? scramVerifier(password) : password);
  }

  async createRole(password: string): Promise<void> {
    await this.client.query('BEGIN');
    try {
      await this.client.query(
        `CREATE ROLE ${this.role} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${this.passwordLiteral(password)}`,
      );
      await this.client.query(`COMMENT ON ROLE ${this.role} IS ${this.comment}`);
      await this.client.query('COMMIT');
    } catch (err) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }

  setPassword(password: string): Promise<unknown> {
    return this.client.query(`ALTER ROLE ${this.role} WITH LOGIN PASSWORD ${this.passwordLiteral(password)}`);
  }

  enableLogin(): Promise<unknown> {
    return this.client.query(`ALTER ROLE ${this.role} WITH LOGIN`);
  }

  /** Lets a non-superuser admin act as the owner (CREATE DATABASE … OWNER needs it). Repeating it is harmless. */
  grantRoleToAdmin(): Promise<unknown> {
    return this.client.query(`GRANT ${this.role} TO CURRENT_USER`);
  }

  /** Cannot run inside a transaction block. */
  createDatabase(): Promise<unknown> {
    return this.client.query(`CREATE DATABASE ${this.database} OWNER ${this.role}`);
  }

  markDatabase(): Promise<unknown> {
    return this.client.query(`COMMENT ON DATABASE ${this.database} IS ${this.comment}`);
  }

  setDatabaseOwner(): Promise<unknown> {
    return this.client.query(`ALTER DATABASE ${this.database} OWNER TO ${this.role}`);
  }

  /** Ends the gateway's sessions (WITH FORCE, PostgreSQL 13+) so a deleted Gateway's pods cannot block it. */
  dropDatabase(): Promise<unknown> {
    return this.client.query(`DROP DATABASE IF EXISTS ${this.database} WITH (FORCE)`);
  }

  dropRole(): Promise<unknown> {
    return this.client.query(`DROP ROLE IF EXISTS ${this.role}`);
  }
}

const DATABASE_STEPS: readonly ProvisioningStep[] = ['createDatabase', 'markDatabase', 'setDatabaseOwner'];

const STEP_DESCRIPTIONS: Record<ProvisioningChange, (r: DatabaseRequest) => string> = {
  createRole: (r) => `create role ${JSON.stringify(r.role)}`,
  setPassword: (r) => `set the password of role ${JSON.stringify(r.role)}`,
  restorePassword: (r) => `set the password of role ${JSON.stringify(r.role)}`,
  enableLogin: (r) => `allow role ${JSON.stringify(r.role)} to log in`,
  createDatabase: (r) => `create database ${JSON.stringify(r.database)}`,
  markDatabase: (r) => `comment on database ${JSON.stringify(r.database)}`,
  setDatabaseOwner: (r) => `make role ${JSON.stringify(r.role)} the owner of database ${JSON.stringify(r.database)}`,
};

/** Result of trying to log in as the role: fine, wrong password, or a typed failure. */
async function tryLogin(admin: AdminConnection, request: DatabaseRequest, password: string): Promise<'ok' | 'wrongPassword'> {
  const target = `${describeServer(admin)} as role ${JSON.stringify(request.role)}`;
  let client: Client;
  try {
    client = await connect(admin, { user: request.role, password, database: request.database }, target);
  } catch (err) {
    if (errorCode((err as Error).cause) === '28P01') return 'wrongPassword';
    // DatabaseAuthFailed means the admin credentials; the provisioned role being turned away
    // (pg_hba.conf, CONNECT revoked) is a provisioning problem.
    if (err instanceof DatabaseError && err.reason === DATABASE_AUTH_FAILED) {
      throw provisioningFailed(`provisioned role ${JSON.stringify(request.role)} cannot log in: ${err.message}`, { cause: err.cause });
    }
    throw err;
  }
  try {
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
  return 'ok';
}

/**
 * Makes role `request.role` (LOGIN) and database `request.database` (owned by it) exist on the
 * admin connection's server and returns how to connect as the role.
 *
 * The password: `existingPassword` (the one in the Gateway's connection Secret) when given, else a
 * new strong random one. An existing role keeps the password we hold: it is never rotated while the
 * Secret has one. A role recreated after being dropped by hand gets the held password back; a role
 * whose password was changed behind our back gets it reset to the held one (`restorePassword`).
 * Only when no password is held and the role is ours already is a new one set (`setPassword`).
 *
 * Hold the password before calling: generate it with `generatePassword()`, store it in the
 * connection Secret (create-only, re-read on conflict), then pass it here. Two reconciles racing
 * then agree on one password. Without a held password a lost race to create the role fails with a
 * retryable `DatabaseProvisioningFailed` instead of resetting the winner's password.
 *
 * @throws DatabaseError with reason `InvalidDatabaseName`, `DatabaseUnreachable`,
 *   `DatabaseAuthFailed` or `DatabaseProvisioningFailed`; its message never holds a password.
 */
export async function provisionDatabase(
  admin: AdminConnection,
  request: DatabaseRequest,
  existingPassword?: string,
): Promise<ProvisionResult> {
  checkDatabaseRequest(request);
  if (existingPassword !== undefined) {
    const problem = passwordProblem(existingPassword);
    if (problem) throw provisioningFailed(`cannot use the password held for role ${JSON.stringify(request.role)}: ${problem}`, { retryable: false });
  }
  const password = existingPassword ?? generatePassword();
  const changes: ProvisioningChange[] = [];
  const client = await connectAdmin(admin);
  try {
    const sql = new Statements(client, request);
    const superuser = await isSuperuser(client);
    let raced = false;
    let done = false;
    let granted = false;
    for (let pass = 0; pass < MAX_PASSES && !done; pass++) {
      const held = existingPassword !== undefined || changes.includes('createRole') || changes.includes('setPassword');
      const plan = planProvisioning(request, await observe(client, request), held);
      if (plan.refused !== undefined) throw provisioningFailed(plan.refused, { retryable: false });
      if (raced && !held && plan.steps.includes('setPassword')) {
        throw provisioningFailed(
          `role ${JSON.stringify(request.role)} was created at the same time by another reconcile; retry with the password it stored`,
        );
      }
      done = true;
      for (const step of plan.steps) {
        try {
          if (!superuser && !granted && DATABASE_STEPS.includes(step)) {
            await sql.grantRoleToAdmin();
            granted = true;
          }
          await runStep(sql, step, password);
        } catch (err) {
          if (!lostRace(err)) throw fromStatementError(err, STEP_DESCRIPTIONS[step](request), [password]);
          raced = true;
          done = false;
          break;
        }
        changes.push(step);
      }
    }
    if (!done) throw provisioningFailed(`gave up after ${MAX_PASSES} passes racing other reconciles for ${JSON.stringify(request.database)}`);

    // Prove the credentials work; a password changed by hand is set back to the one we hold.
    if ((await tryLogin(admin, request, password)) === 'wrongPassword') {
      try {
        await sql.setPassword(password);
      } catch (err) {
        throw fromStatementError(err, STEP_DESCRIPTIONS.restorePassword(request), [password]);
      }
      changes.push('restorePassword');
      if ((await tryLogin(admin, request, password)) === 'wrongPassword') {
        throw provisioningFailed(`role ${JSON.stringify(request.role)} still rejects its password after it was set`);
      }
    }
  } catch (err) {
    throw fromStatementError(err, `provision database ${JSON.stringify(request.database)}`, [password]);
  } finally {
    await client.end().catch(() => undefined);
  }
  return { changes, credentials: credentialsFor(admin, request, password) };
}

function runStep(sql: Statements, step: ProvisioningStep, password: string): Promise<unknown> {
  switch (step) {
    case 'createRole':
      return sql.createRole(password);
    case 'setPassword':
      return sql.setPassword(password);
    case 'enableLogin':
      return sql.enableLogin();
    case 'createDatabase':
      return sql.createDatabase();
    case 'markDatabase':
      return sql.markDatabase();
    case 'setDatabaseOwner':
      return sql.setDatabaseOwner();
  }
}

/**
 * Drops the database and the role provisioned for `request.owner`: the opt-in clean-up when its
 * Gateway is deleted (by default both are kept). Refuses, changing nothing, when either exists but
 * is not recorded as provisioned for that owner. Dropping what is already gone is not an error.
 */
export async function dropDatabase(admin: AdminConnection, request: DatabaseRequest): Promise<DropResult> {
  checkDatabaseRequest(request);
  const client = await connectAdmin(admin);
  try {
    const sql = new Statements(client, request);
    const { role, database } = await observe(client, request);
    const ours = ownerComment(request.owner);
    const roleOurs = role?.comment === ours;
    if (role && !roleOurs) {
      throw provisioningFailed(`will not drop role ${JSON.stringify(request.role)}: it was not provisioned by aigw for ${request.owner}`, {
        retryable: false,
      });
    }
    if (database && database.comment !== ours && !(roleOurs && database.owner === request.role)) {
      throw provisioningFailed(
        `will not drop database ${JSON.stringify(request.database)}: it was not provisioned by aigw for ${request.owner}`,
        { retryable: false },
      );
    }
    if (database) {
      if (role && !(await isSuperuser(client))) await sql.grantRoleToAdmin();
      await sql.dropDatabase();
    }
    if (role) await sql.dropRole();
    return { databaseDropped: database !== undefined, roleDropped: role !== undefined };
  } catch (err) {
    throw fromStatementError(err, `drop database ${JSON.stringify(request.database)} and role ${JSON.stringify(request.role)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
