/**
 * `--namespace a,b` and `--watch-namespace a,b`: one namespace or several, comma-separated, each a
 * DNS-1123 label (what a namespace name must be), duplicates dropped.
 */
import { UsageError } from './command';

const LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;

/** The namespaces of `text`, or `undefined` when the flag was not given (all namespaces). */
export function namespaceList(flag: string, text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const names = text.split(',').map((n) => n.trim());
  for (const n of names) {
    if (!LABEL.test(n)) throw new UsageError(`${flag} takes namespace names separated by commas, got ${JSON.stringify(text)}`);
  }
  return names.filter((n, i) => names.indexOf(n) === i);
}
