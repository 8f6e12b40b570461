/**
 * `aigw render -f PATH [-f PATH ...] [--license FILE] [--license-public-key FILE]
 *  [--guardrail-proxy-image IMAGE] [-o yaml|json]`: the offline twin of the operator. Reads the
 * files, verifies the license (reading the clock here, never in plan()), and prints what the
 * operator would apply.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { entitlementsOf, verifyLicense } from '../../lib/license';
import { defaultOperatorSettings } from '../../lib/meta/images';
import { COMMUNITY, type Entitlements, type LicenseMaterial } from '../../lib/plan/types';
import { parseInputText, render, RenderInputError, toJson, toYaml, type InputDocument } from '../../lib/render';
import type { Command, CommandIo } from '../command';
import { parseFlags } from '../flags';

const USAGE = `usage: aigw render -f PATH [-f PATH ...] [--license FILE] [--license-public-key FILE]
                   [--guardrail-proxy-image IMAGE] [--engine-image IMAGE] [-o yaml|json]

Renders Guardrail and Gateway files offline, exactly as the operator would apply them.

  -f, --filename PATH            a file (multi-document YAML or JSON) or a directory (its *.yaml,
                                 *.yml, *.json, sorted); repeatable. Secrets, ConfigMaps and other
                                 platform.aigw.dev kinds in the input are read as cluster facts
  --license FILE                 the platform license (a signed token); without it: Community
  --license-public-key FILE      the PEM public key that verifies --license
  --guardrail-proxy-image IMAGE  image of the license-gate proxy (a PlatformConfig mirror in
                                 the input applies to it too)
  --engine-image IMAGE           image of the catalog engines (mirrored the same way)
  -o, --output yaml|json         yaml (default): the manifests, multi-document, each Gateway's
                                 generated key Secrets first (without data);
                                 json: {"objects":[...],"statuses":[...],"events":[...],
                                 "generatedSecrets":[...]}
`;

const INPUT_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);

/** The files a PATH stands for: itself, or a directory's YAML/JSON files sorted by name. */
function inputFiles(p: string): string[] {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .filter((f) => INPUT_EXTENSIONS.has(path.extname(f).toLowerCase()))
    .sort()
    .map((f) => path.join(p, f))
    .filter((f) => fs.statSync(f).isFile());
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
      output: { type: 'string', short: 'o', default: 'yaml' },
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
  if (values.output !== 'yaml' && values.output !== 'json') problems.push(`-o must be yaml or json, got '${values.output}'`);
  if (values.license !== undefined && values['license-public-key'] === undefined) problems.push('--license needs --license-public-key');
  if (values['guardrail-proxy-image'] === '') problems.push('--guardrail-proxy-image must not be empty');
  if (values['engine-image'] === '') problems.push('--engine-image must not be empty');
  if (problems.length > 0) {
    io.stderr.write(`aigw render: ${problems.join('; ')}\n\n${USAGE}`);
    return 2;
  }

  try {
    const docs: InputDocument[] = [];
    for (const p of files) {
      for (const file of inputFiles(p)) docs.push(...parseInputText(file, fs.readFileSync(file, 'utf8')));
    }
    const license = await readLicenseFacts(values.license, values['license-public-key'], io);
    const output = render(docs, {
      ...license,
      operator: defaultOperatorSettings({
        ...(values['guardrail-proxy-image'] ? { guardrailProxyImage: values['guardrail-proxy-image'] } : {}),
        ...(values['engine-image'] ? { pseudonymizerImage: values['engine-image'] } : {}),
      }),
    });
    io.stdout.write(values.output === 'json' ? toJson(output) : toYaml(output));
    return 0;
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
