/**
 * Names of the database and role provisioned for a Gateway. The pure rules (the default name, what
 * PostgreSQL can hold) live in lib/platform/database-names.ts, shared with the Gateway parser and
 * plan(); this module turns a refused name into a {@link DatabaseError} with reason
 * `InvalidDatabaseName` before anything is sent to the server.
 */
import {
  databaseRequestProblem,
  defaultDatabaseName,
  gatewayOwner,
  type DatabaseRequest,
  type GatewayName,
} from '../../lib/platform/database-names';
import { invalidName } from './errors';

export {
  MAX_IDENTIFIER_BYTES,
  databaseNameProblem,
  databaseRequestProblem,
  defaultDatabaseName,
  gatewayOwner,
  roleNameProblem,
  type DatabaseRequest,
  type GatewayName,
} from '../../lib/platform/database-names';

/**
 * The request for a Gateway: database `databaseName` (default {@link defaultDatabaseName}), role of
 * the same name. Throws a {@link DatabaseError} with reason `InvalidDatabaseName` naming the problem.
 */
export function databaseRequestFor(gateway: GatewayName, databaseName?: string): DatabaseRequest {
  const database = databaseName ?? defaultDatabaseName(gateway);
  const request = { database, role: database, owner: gatewayOwner(gateway) };
  checkDatabaseRequest(request);
  return request;
}

/** Throws a {@link DatabaseError} with reason `InvalidDatabaseName` when a name cannot be used. */
export function checkDatabaseRequest(request: DatabaseRequest): void {
  const problem = databaseRequestProblem(request);
  if (problem) throw invalidName(problem);
}
