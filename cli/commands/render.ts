/**
 * `aigw render -f PATH [-f PATH ...] [--license FILE] [--license-public-key FILE]
 *  [--guardrail-proxy-image IMAGE] [-o yaml|json] [--show-held]`: the offline twin of the operator.
 * Reads the files, verifies the license (reading the clock here, never in plan()), and prints what
 * the operator would apply to new objects; held plans are named on stderr.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { entitlementsOf, verifyLicense } from '../../lib/license';
import { defaultOperatorSettings } from '../../lib/meta/images';
import { COMMUNITY, type Entitlements, type LicenseMaterial } from '../../lib/plan/types';
import { parseAllDocuments } from 'yaml';
import {
  CrdValidator,
  FAIL_ON_LEVELS,
  failsOn,
  formatSchemaProblem,
  heldLines,
  notReadyLines,
  parseInputText,
  render,
  RenderInputError,
  toJson,
  toYaml,
  type FailOn,
  type InputDocument,
  type SchemaProblem,
} from '../../lib/render';
import type { Command, CommandIo } from '../command';
import { ENGINE_RELEASE_HELP, ENGINE_RELEASE_OPTIONS, engineReleaseSettings } from '../engine-release-flags';
import { parseFlags, shippedCrdsDir, usageError } from '../flags';

const USAGE = `usage: aigw render -f PATH [-f PATH ...] [--license FILE] [--license-public-key FILE]
                   [--guardrail-proxy-image IMAGE] [--engine-image IMAGE] [--engine-redis-url URL]
                   [--engine-redis-password-secret NAME/KEY] [-o yaml|json]
                   [--validate strict|warn|ignore] [--fail-on invalid|refused|warning|none]
                   [--show-held]

Renders Guardrail and Gateway files offline, exactly as the operator would apply them to new
objects: an object whose plan is held (not licensed, a Guardrail not Ready, a missing Secret, ...)
gets nothing emitted, and a line on stderr names it and why.

  -f, --filename PATH            a file (multi-document YAML or JSON), a directory (its *.yaml,
                                 *.yml, *.json, sorted) or - (standard input); repeatable. An empty
                                 file or directory is an error. Secrets, ConfigMaps and other
                                 platform.aigw.dev kinds in the input are read as cluster facts
  --license FILE                 the platform license (a signed token); without it: Community
  --license-public-key FILE      the PEM public key that verifies --license
  --guardrail-proxy-image IMAGE  image of the license-gate proxy (a PlatformConfig mirror in
                                 the input applies to it too)
  --engine-image IMAGE           image of the catalog engines (mirrored the same way)
${ENGINE_RELEASE_HELP}  -o, --output yaml|json         yaml (default): the manifests, multi-document, each Gateway's
                                 generated key Secrets first (without data); every object that
                                 is not Ready is listed on stderr.
                                 json: {"objects":[...],"statuses":[...],"events":[...],
                                 "generatedSecrets":[...],"held":[...]}
  --validate strict|warn|ignore  check platform.aigw.dev input against its CRD schema as the API
                                 server does (unknown fields, types, enums, formats, patterns).
                                 strict (default): any violation exits 1; warn: print them and
                                 render anyway; ignore: do not check
  --fail-on invalid|refused|warning|none
                                 exit 3 when an object is Invalid (the default); also Refused (not
                                 licensed); also anything not Ready, a Warning event or a schema
                                 warning. none: exit 0 whatever the statuses say
  --show-held                    also print the objects of held plans: what the operator would
                                 apply once the hold is resolved, not what it applies now

Exit codes: 0 rendered; 1 unreadable, unknown or (with --validate strict) schema-invalid input;
2 bad usage; 3 the --fail-on condition holds (the output is still printed).
`;

const INPUT_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
const VALIDATE_MODES = ['strict', 'warn', 'ignore'] as const;
/** Exit code when `--fail-on` holds: distinct from bad input (1) and bad usage (2). */
export const EXIT_FAIL_ON = 3;

/** The CRDs shipped with aigw, compiled once per run. */
function shippedValidator(): CrdValidator {
  const dir = shippedCrdsDir();
  const crds: unknown[] = [];
  for (const f of fs.readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort()) {
    for (const doc of parseAllDocuments(fs.readFileSync(path.join(dir, f), 'utf8'))) crds.push(doc.toJS());
  }
  return new CrdValidator(crds);
}

/** The files a PATH stands for: itself, or a directory's YAML/JSON files sorted by name. */
function inputFiles(p: string): string[] {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return [p];
  const files = fs
    .readdirSync(p)
    .filter((f) => INPUT_EXTENSIONS.has(path.extname(f).toLowerCase()))
    .sort()
    .map((f) => path.join(p, f))
    .filter((f) => fs.statSync(f).isFile());
  if (files.length === 0) throw new RenderInputError(p, undefined, 'is a directory without *.yaml, *.yml or *.json files');
  return files;
}

/** A file's documents; whatever goes wrong reading or parsing it is reported against the file. */
function readInputFile(file: string, text: string = fs.readFileSync(file, 'utf8')): InputDocument[] {
  let docs: InputDocument[];
  try {
    docs = parseInputText(file, text);
  } catch (err) {
    if (err instanceof RenderInputError) throw err;
    throw new RenderInputError(file, undefined, `cannot be read: ${(err as Error).message}`);
  }
  // An empty file renders nothing: more often a wrong path or a failed redirect than an intent.
  if (docs.length === 0) throw new RenderInputError(file, undefined, 'holds no objects');
  return docs;
}

/** All of standard input, for `-f -`. */
async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function readLicenseFacts(
  licenseFile: string | undefined,
  publicKeyFile: string | undefined,
  io: CommandIo,
): Promise<{ entitlements: Entitlements; licenseMaterial?: LicenseMaterial }> {
  if (licenseFile === undefined) return { entitlements: COMMUNITY };
  const token = fs.readFileSync(licenseFile, 'utf8').trim();
  const publicKey = fs.readFileSync(publicKeyFile!, 'utf8');
  const verdict = await verifyLicense(token, publicKey, { now: new Date() });
  if (!verdict.valid) {
    // As in the cluster: an invalid license counts as none.
    io.stderr.write(`aigw render: warning: ${licenseFile}: license not valid (${verdict.reason}: ${verdict.message}); rendering as Community\n`);
    return { entitlements: COMMUNITY };
  }
  return { entitlements: entitlementsOf(verdict.claims), licenseMaterial: { token, publicKey } };
}

export const command: Command = async (argv, io) => {
  const flags = parseFlags('render', USAGE, io, {
    args: argv,
    options: {
      filename: { type: 'string', short: 'f', multiple: true },
      license: { type: 'string' },
      'license-public-key': { type: 'string' },
      'guardrail-proxy-image': { type: 'string' },
      'engine-image': { type: 'string' },
      ...ENGINE_RELEASE_OPTIONS,
      output: { type: 'string', short: 'o', default: 'yaml' },
      validate: { type: 'string', default: 'strict' },
      'fail-on': { type: 'string' },
      'show-held': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (typeof flags === 'number') return flags;
  const { values } = flags;
  const files = values.filename ?? [];
  const problems: string[] = [];
  if (files.length === 0) problems.push('at least one -f PATH is required');
  if (files.filter((f) => f === '-').length > 1) problems.push('-f - (standard input) may be given once');
  if (values.output !== 'yaml' && values.output !== 'json') problems.push(`-o must be yaml or json, got '${values.output}'`);
  if (values.license !== undefined && values['license-public-key'] === undefined) problems.push('--license needs --license-public-key');
  if (values['guardrail-proxy-image'] === '') problems.push('--guardrail-proxy-image must not be empty');
  if (values['engine-image'] === '') problems.push('--engine-image must not be empty');
  if (!(VALIDATE_MODES as readonly string[]).includes(values.validate!)) problems.push(`--validate must be one of ${VALIDATE_MODES.join(', ')}, got '${values.validate}'`);
  // Invalid input fails unless asked otherwise, as linters do: a typo must not pass CI silently.
  const failOn = values['fail-on'] ?? 'invalid';
  if (!(FAIL_ON_LEVELS as readonly string[]).includes(failOn)) problems.push(`--fail-on must be one of ${FAIL_ON_LEVELS.join(', ')}, got '${failOn}'`);
  let engine: ReturnType<typeof engineReleaseSettings> = {};
  try {
    engine = engineReleaseSettings(values);
  } catch (e) {
    problems.push((e as Error).message);
  }
  if (problems.length > 0) {
    return usageError('render', problems.join('; '), io);
  }

  try {
    const docs: InputDocument[] = [];
    for (const p of files) {
      // One push per document: spreading a file's documents into push() overflows the call stack.
      if (p === '-') {
        for (const doc of readInputFile('<stdin>', await readStdin(io.stdin ?? process.stdin))) docs.push(doc);
        continue;
      }
      for (const file of inputFiles(p)) for (const doc of readInputFile(file)) docs.push(doc);
    }
    const schemaProblems: SchemaProblem[] = [];
    if (values.validate !== 'ignore') {
      const validator = shippedValidator();
      for (const doc of docs) for (const p of validator.validate(doc)) schemaProblems.push(p);
    }
    if (values.validate === 'strict' && schemaProblems.length > 0) {
      for (const p of schemaProblems) io.stderr.write(`aigw render: ${formatSchemaProblem(p)}\n`);
      return 1;
    }
    for (const p of schemaProblems) io.stderr.write(`aigw render: warning: ${formatSchemaProblem(p)}\n`);
    const license = await readLicenseFacts(values.license, values['license-public-key'], io);
    const output = render(docs, {
      ...license,
      operator: defaultOperatorSettings({
        ...(values['guardrail-proxy-image'] ? { guardrailProxyImage: values['guardrail-proxy-image'] } : {}),
        ...(values['engine-image'] ? { pseudonymizerImage: values['engine-image'] } : {}),
        ...engine,
      }),
      showHeld: values['show-held'] === true,
    });
    io.stdout.write(values.output === 'json' ? toJson(output) : toYaml(output));
    // -o json carries the statuses; with -o yaml they would be lost, so they go to stderr.
    if (values.output === 'yaml') for (const line of notReadyLines(output.statuses)) io.stderr.write(`aigw render: ${line}\n`);
    // What the output leaves out (or, with --show-held, shows though the operator would not apply it yet).
    for (const line of heldLines(output.held, values['show-held'] === true)) io.stderr.write(`aigw render: ${line}\n`);
    return failsOn(failOn as FailOn, output, schemaProblems.length) ? EXIT_FAIL_ON : 0;
  } catch (err) {
    if (err instanceof RenderInputError) {
      io.stderr.write(`aigw render: ${err.message}\n`);
      return 1;
    }
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'ENOENT' || e.code === 'EACCES' || e.code === 'EISDIR') {
      io.stderr.write(`aigw render: ${e.path ?? ''}: ${e.code === 'ENOENT' ? 'no such file or directory' : e.message}\n`);
      return 1;
    }
    throw err;
  }
};
