/**
 * The columnstore database of an `alt` gateway, on the server: created when the operator runs the
 * cluster's side of the contract (a ColumnstoreCluster, managed by a Stack or adopted by
 * reference), only checked on an external cluster, where it must already exist.
 */
import { columnstoreDatabaseProblem } from '../../lib/platform/columnstore-database';
import type { ColumnstoreConnection } from './connection';
import { describeColumnstore } from './connection';
import { COLUMNSTORE_DATABASE_MISSING, COLUMNSTORE_PROVISIONING_FAILED, ColumnstoreError } from './errors';
import { runStatement } from './http';
import { createDatabaseStatement, databaseExistsQuery } from './statements';

/** What was found or done: `created` only when this call made the database. */
export interface ColumnstoreDatabaseResult {
  readonly created: boolean;
}

function checkName(database: string): void {
  const problem = columnstoreDatabaseProblem(database);
  if (problem) throw new ColumnstoreError(COLUMNSTORE_PROVISIONING_FAILED, `cannot use columnstore database ${JSON.stringify(database)}: ${problem}`, false);
}

/** Whether `database` exists on the server. */
export async function columnstoreDatabaseExists(connection: ColumnstoreConnection, database: string): Promise<boolean> {
  checkName(database);
  const answer = (await runStatement(connection, databaseExistsQuery(database), `look up database ${JSON.stringify(database)}`)).trim();
  if (answer !== '0' && answer !== '1') {
    throw new ColumnstoreError(COLUMNSTORE_PROVISIONING_FAILED, `${describeColumnstore(connection)} gave an unexpected answer looking up database ${JSON.stringify(database)}`);
  }
  return answer === '1';
}

/**
 * Makes `database` exist (`CREATE DATABASE IF NOT EXISTS`): a second call, or a race with another
 * reconcile, changes nothing. Looks first, so a steady state sends no DDL and a user allowed to read
 * but not to create still finds an existing database ready.
 *
 * @throws ColumnstoreError; its message never holds the password.
 */
export async function ensureColumnstoreDatabase(connection: ColumnstoreConnection, database: string): Promise<ColumnstoreDatabaseResult> {
  if (await columnstoreDatabaseExists(connection, database)) return { created: false };
  await runStatement(connection, createDatabaseStatement(database), `create database ${JSON.stringify(database)}`);
  if (!(await columnstoreDatabaseExists(connection, database))) {
    throw new ColumnstoreError(COLUMNSTORE_PROVISIONING_FAILED, `database ${JSON.stringify(database)} is still missing on ${describeColumnstore(connection)} after it was created`);
  }
  return { created: true };
}

/**
 * Checks that `database` exists on an external cluster, creating nothing.
 *
 * @throws ColumnstoreError with reason `ColumnstoreDatabaseMissing` when it does not exist.
 */
export async function requireColumnstoreDatabase(connection: ColumnstoreConnection, database: string): Promise<void> {
  if (!(await columnstoreDatabaseExists(connection, database))) {
    throw new ColumnstoreError(
      COLUMNSTORE_DATABASE_MISSING,
      `database ${JSON.stringify(database)} does not exist on ${describeColumnstore(connection)}; on an external columnstore it must be created beforehand (CREATE DATABASE IF NOT EXISTS)`,
    );
  }
}
