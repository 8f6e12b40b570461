/**
 * What a columnstore (ClickHouse) database name may be, shared by plan() and the operator. Pure.
 * Names are always quoted when sent, so this only keeps out what the server cannot hold or must
 * not be given: the empty name, control characters, over-long names and the server's own databases.
 */

/** ClickHouse keeps a database as a directory: 255 bytes is a common file-name limit. */
export const MAX_COLUMNSTORE_DATABASE_BYTES = 255;

/** Databases the server itself owns. */
const RESERVED = new Set(['system', 'information_schema', 'INFORMATION_SCHEMA']);

/** Why `name` cannot be a columnstore database of a gateway, or undefined when it can. */
export function columnstoreDatabaseProblem(name: string): string | undefined {
  if (name.length === 0) return 'must not be empty';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'must not hold control characters';
  if (Buffer.byteLength(name, 'utf8') > MAX_COLUMNSTORE_DATABASE_BYTES) return `must be at most ${MAX_COLUMNSTORE_DATABASE_BYTES} bytes`;
  if (RESERVED.has(name)) return `${JSON.stringify(name)} is the server's own database`;
  return undefined;
}
