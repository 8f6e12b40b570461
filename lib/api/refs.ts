/** Reference shapes shared by the Guardrail and Gateway specs, parsed with a {@link SpecReader}. */
import type { SpecReader } from './reader';

/** A key of a same-namespace Secret. Values are never read, only referenced. */
export interface SecretKeyRef {
  readonly name: string;
  readonly key: string;
}

/** A same-namespace object by name. */
export interface LocalRef {
  readonly name: string;
}

/** An object by name, in the referrer's namespace unless `namespace` is given. */
export interface ObjectRef {
  readonly name: string;
  readonly namespace: string;
}

/** `{name, key}`; `key` falls back to `defaultKey` when given, else it is required. */
export function parseSecretKeyRef(r: SpecReader, defaultKey?: string): SecretKeyRef | undefined {
  if (!r.present) return undefined;
  const name = r.string('name', { required: true });
  const key = defaultKey === undefined ? r.string('key', { required: true }) : (r.string('key') ?? defaultKey);
  if (name === undefined || key === undefined) return undefined;
  return { name, key };
}

export function parseLocalRef(r: SpecReader): LocalRef | undefined {
  if (!r.present) return undefined;
  const name = r.string('name', { required: true });
  return name === undefined ? undefined : { name };
}

export function parseObjectRef(r: SpecReader, defaultNamespace: string): ObjectRef | undefined {
  if (!r.present) return undefined;
  const name = r.string('name', { required: true });
  const namespace = r.string('namespace') ?? defaultNamespace;
  return name === undefined ? undefined : { name, namespace };
}
