/**
 * What provisioning must change, decided from what the server holds. Pure: the provisioner reads
 * the role and the database, asks {@link planProvisioning}, runs the steps, and asks again when a
 * concurrent change made a step fail. An empty plan means nothing is written.
 */
import type { DatabaseRequest } from './names';

/** The role as the server holds it (absent when it does not exist). */
export interface ObservedRole {
  readonly canLogin: boolean;
  /** Its comment, where provisioning records the owner. */
  readonly comment?: string;
}

/** The database as the server holds it (absent when it does not exist). */
export interface ObservedDatabase {
  /** Name of the owning role. */
  readonly owner: string;
  readonly comment?: string;
}

export interface ObservedState {
  readonly role?: ObservedRole;
  readonly database?: ObservedDatabase;
}

export type ProvisioningStep =
  /** CREATE ROLE … LOGIN PASSWORD, and its owner comment, in one transaction. */
  | 'createRole'
  /** ALTER ROLE … LOGIN PASSWORD: the role is ours but no password for it is held any more. */
  | 'setPassword'
  /** ALTER ROLE … LOGIN: someone made our role NOLOGIN. */
  | 'enableLogin'
  /** CREATE DATABASE … OWNER role (never inside a transaction). */
  | 'createDatabase'
  /** COMMENT ON DATABASE: records the owner on a database that lacks it. */
  | 'markDatabase'
  /** ALTER DATABASE … OWNER TO role: ours, but its role was dropped and recreated. */
  | 'setDatabaseOwner';

export type ProvisioningPlan =
  | { readonly steps: readonly ProvisioningStep[]; readonly refused?: undefined }
  | { readonly refused: string; readonly steps?: undefined };

const COMMENT_PREFIX = 'managed by aigw for ';

/** The comment recorded on the role and the database provisioned for `owner`. */
export function ownerComment(owner: string): string {
  return `${COMMENT_PREFIX}${owner}`;
}

/** Who a comment says owns an object, or undefined when aigw did not record one. */
function recordedOwner(comment: string | undefined): string | undefined {
  return comment?.startsWith(COMMENT_PREFIX) ? comment.slice(COMMENT_PREFIX.length) : undefined;
}

function notOurs(what: string, comment: string | undefined, request: DatabaseRequest): string {
  const other = recordedOwner(comment);
  return other === undefined
    ? `${what} already exists and was not provisioned by aigw for ${request.owner}; choose another spec.database.databaseName or remove it`
    : `${what} is already provisioned for ${other}; choose another spec.database.databaseName`;
}

/**
 * The steps that bring the server to: role `request.role` can log in with the password we hold,
 * database `request.database` exists and is owned by it, both recorded as ours. Refuses to touch a
 * role or database recorded for someone else or created by hand.
 *
 * @param holdsPassword whether the role's password is known (read from the connection Secret).
 *   When it is, an existing role keeps its password; when not, an existing role of ours gets a new one.
 */
export function planProvisioning(request: DatabaseRequest, observed: ObservedState, holdsPassword: boolean): ProvisioningPlan {
  const ours = ownerComment(request.owner);
  const steps: ProvisioningStep[] = [];
  const role = observed.role;
  if (!role) {
    steps.push('createRole');
  } else if (role.comment !== ours) {
    return { refused: notOurs(`role ${JSON.stringify(request.role)}`, role.comment, request) };
  } else if (!holdsPassword) {
    steps.push('setPassword');
  } else if (!role.canLogin) {
    steps.push('enableLogin');
  }

  const database = observed.database;
  const what = `database ${JSON.stringify(request.database)}`;
  if (!database) {
    steps.push('createDatabase', 'markDatabase');
  } else if (database.owner === request.role) {
    // CREATE DATABASE and its comment are two statements: a crash or a racing reconcile can leave
    // the first without the second. Owned by our role is enough to finish the job.
    if (database.comment !== ours) {
      if (recordedOwner(database.comment) !== undefined) return { refused: notOurs(what, database.comment, request) };
      steps.push('markDatabase');
    }
  } else if (database.comment === ours) {
    steps.push('setDatabaseOwner');
  } else {
    return {
      refused:
        recordedOwner(database.comment) === undefined
          ? `${what} already exists and is owned by role ${JSON.stringify(database.owner)}, not ${JSON.stringify(request.role)}; choose another spec.database.databaseName or remove it`
          : notOurs(what, database.comment, request),
    };
  }
  return { steps };
}
