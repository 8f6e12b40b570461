/**
 * The CRDs' structural schemas, read from `crds/`, and a validator for the subset the API server
 * enforces on a status write (types, required, enum, items, properties, int64). A field the schema
 * does not know is reported too: the API server would prune it silently, so a user never sees it.
 */
import { join } from 'node:path';
import { readCrds } from '../../operator/crds';

export interface Schema {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly items?: Schema;
  readonly required?: readonly string[];
  readonly enum?: readonly unknown[];
  readonly additionalProperties?: Schema | boolean;
  readonly nullable?: boolean;
  readonly format?: string;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly 'x-kubernetes-preserve-unknown-fields'?: boolean;
  readonly 'x-kubernetes-int-or-string'?: boolean;
}

const CRD_DIR = join(__dirname, '..', '..', 'crds');

/** The schema of the top-level `field` (`spec`, `status`) of `kind` in the served version of its CRD. */
function topLevelSchema(kind: string, field: 'spec' | 'status', version: string): Schema {
  const crd = readCrds(CRD_DIR).find((c) => (c.spec as { names: { kind: string } }).names.kind === kind);
  if (!crd) throw new Error(`no CRD for kind ${kind} in ${CRD_DIR}`);
  const versions = (crd.spec as { versions: { name: string; schema: { openAPIV3Schema: Schema } }[] }).versions;
  const v = versions.find((x) => x.name === version);
  const schema = v?.schema.openAPIV3Schema.properties?.[field];
  if (!schema) throw new Error(`CRD of ${kind} ${version} has no ${field} schema`);
  return schema;
}

/** The `status` schema of `kind` in the served version of its CRD. */
export function statusSchema(kind: string, version = 'v1alpha1'): Schema {
  return topLevelSchema(kind, 'status', version);
}

/** The `spec` schema of `kind` in the served version of its CRD (validate with path `spec`). */
export function specSchema(kind: string, version = 'v1alpha1'): Schema {
  return topLevelSchema(kind, 'spec', version);
}

const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

/** Every way `value` breaks `schema`, as `path: problem` lines; empty when the API server accepts it unchanged. */
export function validate(schema: Schema, value: unknown, path = 'status'): string[] {
  if (value === null) return schema.nullable ? [] : [`${path}: null is not allowed`];
  if (value === undefined) return [];
  if (schema['x-kubernetes-int-or-string']) {
    return typeof value === 'string' || Number.isInteger(value) ? [] : [`${path}: expected integer or string`];
  }
  const errors: string[] = [];
  if (schema.enum && !schema.enum.some((e) => e === value)) errors.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return [...errors, `${path}: expected string, got ${JSON.stringify(value)}`];
      if (schema.maxLength !== undefined && value.length > schema.maxLength) errors.push(`${path}: longer than ${schema.maxLength}`);
      if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) errors.push(`${path}: not a date-time`);
      return errors;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return [...errors, `${path}: expected integer, got ${JSON.stringify(value)}`];
      if (BigInt(value) < INT64.min || BigInt(value) > INT64.max) errors.push(`${path}: out of int64 range`);
      if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${path}: below ${schema.minimum}`);
      if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${path}: above ${schema.maximum}`);
      return errors;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? errors : [...errors, `${path}: expected number`];
    case 'boolean':
      return typeof value === 'boolean' ? errors : [...errors, `${path}: expected boolean, got ${JSON.stringify(value)}`];
    case 'array':
      if (!Array.isArray(value)) return [...errors, `${path}: expected array, got ${JSON.stringify(value)}`];
      value.forEach((item, i) => errors.push(...(schema.items ? validate(schema.items, item, `${path}[${i}]`) : [])));
      return errors;
    case 'object':
    case undefined: {
      if (schema.type === undefined && !schema.properties) return errors;
      if (typeof value !== 'object' || Array.isArray(value)) return [...errors, `${path}: expected object, got ${JSON.stringify(value)}`];
      const record = value as Record<string, unknown>;
      for (const key of schema.required ?? []) if (record[key] === undefined) errors.push(`${path}.${key}: required`);
      for (const [key, v] of Object.entries(record)) {
        const sub = schema.properties?.[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
        if (sub) errors.push(...validate(sub, v, `${path}.${key}`));
        else if (!schema['x-kubernetes-preserve-unknown-fields'] && schema.additionalProperties !== true && v !== undefined) {
          errors.push(`${path}.${key}: unknown field (the API server would drop it)`);
        }
      }
      return errors;
    }
    default:
      return [...errors, `${path}: schema type ${schema.type} not understood by this validator`];
  }
}
