/**
 * Strict validation of `aigw render` input against the CRDs' `openAPIV3Schema`, as the API server's
 * strict field validation does for `kubectl apply`: unknown fields, types, enums, formats, patterns
 * and bounds are all errors, each naming the field path and where it is written.
 *
 * The CRD schemas are structural Kubernetes schemas; they become JSON Schema for Ajv this way:
 * objects with `properties` reject other fields unless `x-kubernetes-preserve-unknown-fields`,
 * `x-kubernetes-int-or-string` is an integer or a string, `null` is accepted where a field is
 * optional (the API server drops it), and `metadata` is checked as an ObjectMeta (plus the CRD's own
 * constraints on `metadata.name`). CEL rules (`x-kubernetes-validations`) are left to the API server
 * and to `plan()`, which checks the same things.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { InputDocument, PathSegment, Position } from './documents';

/** One field of one document that the API server would reject. */
export interface SchemaProblem {
  readonly doc: InputDocument;
  /** `spec.models[0].name` */
  readonly path: string;
  readonly message: string;
  readonly position?: Position;
}

type Schema = Record<string, unknown>;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const STRING_MAP: Schema = { type: 'object', additionalProperties: { type: 'string' } };

/** ObjectMeta as a client may send it; `name` gets the CRD's own constraints on top. */
function objectMetaSchema(crdMetadata: unknown): Schema {
  const nameConstraints = isObject(crdMetadata) && isObject(crdMetadata.properties) && isObject(crdMetadata.properties.name) ? convert(crdMetadata.properties.name) : {};
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      name: { type: 'string', ...nameConstraints },
      generateName: { type: 'string' },
      namespace: { type: 'string' },
      selfLink: { type: 'string' },
      uid: { type: 'string' },
      resourceVersion: { type: 'string' },
      generation: { type: 'integer', format: 'int64' },
      creationTimestamp: { type: ['string', 'null'] },
      deletionTimestamp: { type: ['string', 'null'] },
      deletionGracePeriodSeconds: { type: 'integer', format: 'int64' },
      labels: STRING_MAP,
      annotations: STRING_MAP,
      ownerReferences: { type: 'array', items: { type: 'object' } },
      finalizers: { type: 'array', items: { type: 'string' } },
      managedFields: { type: 'array', items: { type: 'object' } },
    },
  };
}

/** A structural Kubernetes schema node -> JSON Schema for Ajv. */
function convert(node: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-kubernetes-') || key === 'default' || key === 'example' || key === 'externalDocs') continue;
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v as Schema)]));
    } else if ((key === 'items' || key === 'additionalProperties' || key === 'not') && isObject(value)) {
      out[key] = convert(value);
    } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      out[key] = value.map((v) => convert(v as Schema));
    } else {
      out[key] = value;
    }
  }
  if (node['x-kubernetes-int-or-string'] === true) {
    delete out.type;
    out.anyOf = [{ type: 'integer' }, { type: 'string' }];
  }
  if (node.type === 'object' && isObject(node.properties) && node.additionalProperties === undefined && node['x-kubernetes-preserve-unknown-fields'] !== true) {
    out.additionalProperties = false;
  }
  return out;
}

function rootSchema(openAPIV3Schema: Schema): Schema {
  const converted = convert(openAPIV3Schema);
  const properties = { ...(converted.properties as Record<string, Schema>) };
  const crdMetadata = isObject(openAPIV3Schema.properties) ? openAPIV3Schema.properties.metadata : undefined;
  properties.metadata = objectMetaSchema(crdMetadata);
  return { ...converted, type: 'object', properties, additionalProperties: false };
}

/** A copy without null fields: the API server drops them before it validates (`required` still applies). */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (value[key] !== null) Object.defineProperty(out, key, { value: withoutNulls(value[key]), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** `/spec/models/0/name` -> `['spec', 'models', 0, 'name']` (JSON pointer, RFC 6901). */
function segmentsOf(pointer: string): PathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s));
}

/** `['spec', 'models', 0, 'name']` -> `spec.models[0].name` */
export function fieldPath(segments: readonly PathSegment[]): string {
  return segments.reduce<string>((acc, s) => (typeof s === 'number' ? `${acc}[${s}]` : acc ? `${acc}.${s}` : s), '');
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${JSON.stringify(v)}`;
}

function valueAt(object: unknown, segments: readonly PathSegment[]): unknown {
  let v: unknown = object;
  for (const s of segments) v = isObject(v) || Array.isArray(v) ? (v as Record<string, unknown>)[s as string] : undefined;
  return v;
}

/** One Ajv error -> the field it is about and a message in the API server's words where possible. */
function problemOf(error: ErrorObject, object: unknown): { segments: PathSegment[]; message: string } | undefined {
  const segments = segmentsOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const value = valueAt(object, segments);
  switch (error.keyword) {
    case 'additionalProperties':
      return { segments: [...segments, String(params.additionalProperty)], message: 'unknown field' };
    case 'required':
      return { segments: [...segments, String(params.missingProperty)], message: 'Required value' };
    case 'enum':
      return { segments, message: `Unsupported value ${JSON.stringify(value)}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'type': {
      const types = (Array.isArray(params.type) ? params.type : String(params.type).split(',')).filter((t) => t !== 'null');
      return { segments, message: `must be ${types.join(' or ')}, got ${describe(value)}` };
    }
    case 'pattern':
      return { segments, message: `Invalid value ${JSON.stringify(value)}: must match '${String(params.pattern)}'` };
    case 'format':
      return { segments, message: `Invalid value ${describe(value)}: must be a valid ${String(params.format)}` };
    case 'anyOf':
    case 'oneOf':
    case 'if':
      // The branches' own errors say more.
      return undefined;
    default:
      return { segments, message: `Invalid value ${describe(value)}: ${error.message ?? error.keyword}` };
  }
}

/** Validators for the kinds of a set of CRDs, by `apiVersion` and `kind`. */
export class CrdValidator {
  private readonly validators = new Map<string, ValidateFunction>();

  /** `crds`: CustomResourceDefinition objects (`apiextensions.k8s.io/v1`); other objects are ignored. */
  constructor(crds: readonly unknown[]) {
    const ajv = new Ajv({ allErrors: true, strict: false, logger: false, validateFormats: true });
    addFormats(ajv);
    for (const crd of crds) {
      if (!isObject(crd) || crd.kind !== 'CustomResourceDefinition' || !isObject(crd.spec)) continue;
      const { group, names, versions } = crd.spec as { group?: unknown; names?: { kind?: unknown }; versions?: unknown };
      if (typeof group !== 'string' || typeof names?.kind !== 'string' || !Array.isArray(versions)) continue;
      for (const version of versions) {
        const schema = isObject(version) && isObject(version.schema) ? version.schema.openAPIV3Schema : undefined;
        if (!isObject(schema) || typeof version.name !== 'string') continue;
        this.validators.set(`${group}/${version.name} ${names.kind}`, ajv.compile(rootSchema(schema)));
      }
    }
  }

  /** Whether a CRD describes this apiVersion and kind. */
  knows(apiVersion: string, kind: string): boolean {
    return this.validators.has(`${apiVersion} ${kind}`);
  }

  /** What the API server would reject in `doc`; empty when valid or when no CRD describes it. */
  validate(doc: InputDocument): SchemaProblem[] {
    const validator = this.validators.get(`${String(doc.object.apiVersion)} ${String(doc.object.kind)}`);
    const object = withoutNulls(doc.object);
    if (!validator || validator(object)) return [];
    const seen = new Set<string>();
    const out: SchemaProblem[] = [];
    for (const error of validator.errors ?? []) {
      const problem = problemOf(error, object);
      if (!problem) continue;
      const path = fieldPath(problem.segments);
      const id = `${path}\u0000${problem.message}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const position = doc.positionOf?.(problem.segments);
      out.push({ doc, path, message: problem.message, ...(position ? { position } : {}) });
    }
    // In the order they are written, as a reader goes through the file.
    const rank = (p: SchemaProblem) => (p.position ? p.position.line * 1e6 + p.position.col : Number.MAX_SAFE_INTEGER);
    return out.sort((a, b) => rank(a) - rank(b));
  }
}

/** `file:line:col: document N: Kind namespace/name: path: message`, the way every render error reads. */
export function formatSchemaProblem(p: SchemaProblem): string {
  const md = isObject(p.doc.object.metadata) ? p.doc.object.metadata : {};
  const id = `${String(p.doc.object.kind)} ${typeof md.namespace === 'string' ? md.namespace : 'default'}/${typeof md.name === 'string' ? md.name : ''}`;
  const where = p.position ? `:${p.position.line}:${p.position.col}` : '';
  return `${p.doc.file}${where}: document ${p.doc.index}: ${id}: ${p.path}: ${p.message}`;
}
