/**
 * The operator, gate and engine run on packages a construct-library user does not need (Fastify,
 * undici, prom-client, pg, the Kubernetes client, compromise). aigw declares them as optional peer
 * dependencies; when a command needs one that is not installed, say which and how to get them all.
 */
import { readFileSync } from 'node:fs';
import { findShipped } from './flags';

/** The optional peer dependencies, with the version ranges aigw is tested with. */
export function optionalPackages(): Record<string, string> {
  const file = findShipped('package.json');
  if (!file) return {};
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  const optional = Object.entries(pkg.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional).map(([name]) => name);
  return Object.fromEntries(optional.map((name) => [name, pkg.peerDependencies?.[name] ?? '*']));
}

/** The package a `Cannot find module` error names, when it is one of the optional ones. */
export function missingOptionalPackage(err: unknown): string | undefined {
  if ((err as NodeJS.ErrnoException)?.code !== 'MODULE_NOT_FOUND') return undefined;
  const match = /Cannot find module '([^']+)'/.exec((err as Error).message);
  if (!match) return undefined;
  const parts = match[1].split('/');
  const name = match[1].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return name in optionalPackages() ? name : undefined;
}

/** What to tell the user: the missing package and the command that installs every optional one. */
export function missingPackageMessage(command: string, missing: string): string {
  const all = Object.entries(optionalPackages()).map(([name, range]) => `'${name}@${range}'`);
  return (
    `aigw ${command}: needs the package '${missing}', an optional peer dependency of aigw that is not installed.\n` +
    `The server commands (operator, gate, engine) need all of: npm install ${all.join(' ')}\n`
  );
}
