/** aigw's version: the `version` of the package.json shipped beside the compiled CLI. */
import { readFileSync } from 'node:fs';
import { findShipped } from './flags';

export function aigwVersion(): string {
  const pkg = findShipped('package.json');
  if (!pkg) return 'unknown';
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}
