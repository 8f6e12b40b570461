/**
 * `aigw license keygen | issue | revoke | verify`: the vendor's tool for platform licenses.
 * Exit codes: 0 done (verify: the license is valid), 1 the license is invalid, 2 bad usage or I/O.
 */
import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Command, CommandIo } from '../command';
import { UsageError } from '../command';
import { describeFsError, usageError } from '../flags';
import {
  LICENSE_FEATURES,
  LICENSE_TIERS,
  generateLicenseKeyPair,
  issueLicense,
  issueRevocationList,
  verifyLicense,
  type LicenseTier,
} from '../../lib/license';

const USAGE = `usage:
  aigw license keygen --out DIR [--force]
      writes DIR/license.key (PKCS#8 PEM, keep it secret) and DIR/license.pub (SPKI PEM)
  aigw license issue --key FILE --licensee NAME [--features a,b] [--gateways N]
      [--tier community|enterprise] [--expires-in 30d|12h|90s | --expires-at ISO]
      [--not-before ISO] [--id JTI]
      prints the license JWS (defaults: no features, 1 gateway, tier enterprise, expires in 365d,
      valid from now, a random id); features: ${LICENSE_FEATURES.join(', ')}
  aigw license revoke --key FILE --id JTI [--id JTI ...]
      prints the revocation-list JWS naming those license ids
  aigw license verify --public-key FILE [--revocations FILE] LICENSE_FILE
      prints the claims as JSON and exits 0 when the license is valid now; otherwise prints one line
      '<reason>: <message>' (reason: garbled, bad-signature, expired, not-yet-valid, revoked, missing)
      and exits 1
`;

const DEFAULT_EXPIRES_IN = '365d';
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30d`, `12h`, `15m`, `90s` -> milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text.trim());
  if (!match || Number(match[1]) === 0) {
    throw new UsageError(`--expires-in '${text}' is not a duration such as 30d, 12h, 15m or 90s`);
  }
  return Number(match[1]) * UNIT_MS[match[2]];
}

function parseDate(flag: string, text: string): Date {
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime())) {
    throw new UsageError(`${flag} '${text}' is not an ISO 8601 date such as 2030-01-31T00:00:00Z`);
  }
  return date;
}

function required(flag: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new UsageError(`${flag} is required`);
  return value;
}

async function readText(what: string, file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${what} ${file}: ${describeFsError(e)}`);
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(() => true, () => false);
}

async function keygen(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' }, force: { type: 'boolean' } } });
  const dir = required('--out', values.out);
  const keyFile = join(dir, 'license.key');
  const pubFile = join(dir, 'license.pub');
  if (!values.force && ((await exists(keyFile)) || (await exists(pubFile)))) {
    throw new UsageError(`${keyFile} or ${pubFile} already exists; pass --force to replace the key pair`);
  }
  const pair = await generateLicenseKeyPair();
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(keyFile, pair.privateKeyPem, { mode: 0o600 });
    await writeFile(pubFile, pair.publicKeyPem, { mode: 0o644 });
  } catch (e) {
    throw new UsageError(`cannot write the key pair to --out ${dir}: ${describeFsError(e)}`);
  }
  io.stderr.write(`wrote ${keyFile} and ${pubFile}\n`);
  return 0;
}

async function issue(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      key: { type: 'string' },
      licensee: { type: 'string' },
      features: { type: 'string' },
      gateways: { type: 'string' },
      tier: { type: 'string' },
      'expires-in': { type: 'string' },
      'expires-at': { type: 'string' },
      'not-before': { type: 'string' },
      id: { type: 'string' },
    },
  });
  const keyPem = await readText('--key', required('--key', values.key));
  const licensee = required('--licensee', values.licensee);
  if (values['expires-in'] !== undefined && values['expires-at'] !== undefined) {
    throw new UsageError('pass either --expires-in or --expires-at, not both');
  }
  const tier = values.tier ?? 'enterprise';
  if (!LICENSE_TIERS.includes(tier as LicenseTier)) {
    throw new UsageError(`--tier '${tier}' must be one of ${LICENSE_TIERS.join(', ')}`);
  }
  let gateways: number | undefined;
  if (values.gateways !== undefined) {
    gateways = Number(values.gateways);
    if (!/^\d+$/.test(values.gateways) || gateways < 1) throw new UsageError(`--gateways '${values.gateways}' must be an integer of at least 1`);
  }
  const now = new Date();
  const expiresAt = values['expires-at'] !== undefined
    ? parseDate('--expires-at', values['expires-at'])
    : new Date(now.getTime() + parseDuration(values['expires-in'] ?? DEFAULT_EXPIRES_IN));
  const features = (values.features ?? '').split(',').map((f) => f.trim()).filter((f) => f !== '');
  const unknown = features.filter((f) => !(LICENSE_FEATURES as readonly string[]).includes(f));
  if (unknown.length > 0) {
    throw new UsageError(`--features: unknown ${unknown.map((f) => `'${f}'`).join(', ')}; the known features are ${LICENSE_FEATURES.join(', ')}`);
  }
  let token: string;
  try {
    token = await issueLicense(keyPem, {
      licensee,
      features,
      gateways,
      tier: tier as LicenseTier,
      expiresAt,
      notBefore: values['not-before'] !== undefined ? parseDate('--not-before', values['not-before']) : undefined,
      id: values.id,
      now,
    });
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError((e as Error).message);
  }
  io.stdout.write(`${token}\n`);
  return 0;
}

async function revoke(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { key: { type: 'string' }, id: { type: 'string', multiple: true } } });
  const keyPem = await readText('--key', required('--key', values.key));
  const ids = values.id ?? [];
  if (ids.length === 0) throw new UsageError('--id is required (once per revoked license id)');
  let token: string;
  try {
    token = await issueRevocationList(keyPem, ids, new Date());
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  io.stdout.write(`${token}\n`);
  return 0;
}

async function verify(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'public-key': { type: 'string' }, revocations: { type: 'string' } },
  });
  const publicKeyPem = await readText('--public-key', required('--public-key', values['public-key']));
  if (positionals.length !== 1) throw new UsageError('give exactly one LICENSE_FILE');
  const revocations = values.revocations !== undefined ? await readText('--revocations', values.revocations) : undefined;
  let token: string;
  try {
    token = await readFile(positionals[0], 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    token = '';
  }
  const verdict = await verifyLicense(token, publicKeyPem, { now: new Date(), revocations });
  if (!verdict.valid) {
    io.stderr.write(`${verdict.reason}: ${verdict.message}\n`);
    return 1;
  }
  io.stdout.write(`${JSON.stringify(verdict.claims, null, 2)}\n`);
  return 0;
}

const SUBCOMMANDS: Record<string, (argv: string[], io: CommandIo) => Promise<number>> = { keygen, issue, revoke, verify };

export const command: Command = async (argv, io) => {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(USAGE);
    return name === undefined ? 2 : 0;
  }
  const sub = SUBCOMMANDS[name];
  if (!sub) {
    return usageError('license', `unknown subcommand '${name}'`, io);
  }
  try {
    return await sub(rest, io);
  } catch (e) {
    // parseArgs reports unknown or malformed flags with ERR_PARSE_ARGS_* codes.
    const code = (e as NodeJS.ErrnoException).code;
    if (e instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      return usageError(`license ${name}`, (e as Error).message.split('. ')[0], io);
    }
    throw e;
  }
};
