/**
 * The SQL the operator sends to a ClickHouse server, built from names it did not choose (a
 * Gateway's `spec.alt.columnstoreDatabase`). Pure. Every name is quoted, never interpolated bare:
 * a backquoted identifier and a quoted string literal with ClickHouse's backslash escapes, so no
 * character of a name can end the quoting or add a statement.
 */

/** A backquoted identifier: `` `a\`b` `` for the name a`b. */
export function quoteIdentifier(name: string): string {
  return `\`${name.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``;
}

/** A single-quoted string literal: `'it\'s'` for the value it's. */
export function quoteString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Creates the database unless it exists: running it again changes nothing. */
export function createDatabaseStatement(database: string): string {
  return `CREATE DATABASE IF NOT EXISTS ${quoteIdentifier(database)}`;
}

/**
 * Answers `1` when the database exists, `0` when not. Reads `system.databases` rather than `EXISTS
 * DATABASE`, which older servers do not know.
 */
export function databaseExistsQuery(database: string): string {
  return `SELECT count() FROM system.databases WHERE name = ${quoteString(database)} FORMAT TabSeparated`;
}
