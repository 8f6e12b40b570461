/**
 * The CRD schemas aigw ships (`crds/`), compiled once per process: the constructs check a resource
 * against them exactly as `aigw render --validate strict` (and the API server) does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { ResourceInput } from '../plan/types';
import { CrdValidator } from '../render/validate';
import type { FieldError } from '../api/reader';

/** `crds/` beside the package: found from the sources (`lib/validation`) and from `dist/lib/validation`. */
function shippedCrdsDir(): string {
  let dir = __dirname;
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, 'crds', 'platform.aigw.dev.yaml'))) return join(dir, 'crds');
    dir = dirname(dir);
  }
  throw new Error(`aigw: the CRD schemas (crds/) are not installed beside ${__dirname}`);
}

let shipped: CrdValidator | undefined;

/** The validator of the shipped CRDs, built on first use. */
export function shippedCrdValidator(): CrdValidator {
  if (!shipped) {
    const dir = shippedCrdsDir();
    const crds: unknown[] = [];
    for (const f of readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort()) {
      for (const doc of parseAllDocuments(readFileSync(join(dir, f), 'utf8'))) crds.push(doc.toJS());
    }
    shipped = new CrdValidator(crds);
  }
  return shipped;
}

/**
 * What `aigw render` (strict) reports for `resource` against its CRD: unknown fields, types, enums,
 * formats, patterns and bounds, each as `path: message` in render's words.
 */
export function schemaProblems(resource: ResourceInput): FieldError[] {
  const doc = { file: '<construct>', index: 0, object: resource as Record<string, unknown> };
  return shippedCrdValidator()
    .validate(doc)
    .map((p) => ({ path: p.path, message: p.message }));
}
