/**
 * The Guardrail kind: untrusted JSON -> a typed, defaulted spec, or the list of field errors.
 * Defaults that depend on the gateway a Guardrail is wired into (its execution modes) are resolved
 * by {@link modesFor}; everything else is resolved here.
 */
import { EXECUTION_MODES, type ExecutionMode } from '../core/execution-mode';
import { catalogEngine, CATALOG_KEYS, type CatalogEngine } from '../guardrail/catalog';
import type { ResourceInput } from '../plan/types';
import { parseMetadata, type ObjectMeta } from './metadata';
import { FieldErrors, SpecReader } from './reader';
import { parseSecretKeyRef, type SecretKeyRef } from './refs';
import { isHttpUrl } from './http-url';

export const GUARDRAIL_KIND = 'Guardrail';

export const GUARDRAIL_MODES = ['catalog', 'external'] as const;
export type GuardrailMode = (typeof GUARDRAIL_MODES)[number];

export { EXECUTION_MODES, type ExecutionMode };

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const UNREACHABLE_FALLBACKS = ['fail_closed', 'fail_open'] as const;
export type UnreachableFallback = (typeof UNREACHABLE_FALLBACKS)[number];

export const ALT_ROLES = ['transform', 'policy'] as const;
export type AltRole = (typeof ALT_ROLES)[number];

/** The license-gate proxy's log level when `spec.logLevel` is unset. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
/** What the gate answers when the license does not cover `guardrail` and `spec.blockedReason` is unset. */
export const DEFAULT_BLOCKED_REASON = 'Request blocked: the platform license does not cover the guardrail feature.';
export const DEFAULT_UNREACHABLE_FALLBACK: UnreachableFallback = 'fail_closed';
/** Upper bound of `spec.alt.timeoutMs` (the spec leaves the bounds open; ten minutes is generous). */
export const MAX_ALT_TIMEOUT_MS = 600_000;

export interface GuardrailExternal {
  /** Your guardrail's base URL; the gate forwards every path under it. */
  readonly apiBase: string;
  /** Forwarded by the gate as header `x-api-key`; referenced, never inlined. */
  readonly apiKeySecretRef?: SecretKeyRef;
}

/** `spec.alt`: how the Guardrail is wired into an `alt` gateway. Unset fields stay unset. */
export interface GuardrailAltSettings {
  readonly role?: AltRole;
  readonly timeoutMs?: number;
  readonly forwardIdentity?: boolean;
  readonly forwardSessionId?: boolean;
  /** Full path of the alt guardrail protocol; required for an external guardrail on `alt`. */
  readonly path?: string;
}

export interface GuardrailSpec {
  readonly mode: GuardrailMode;
  /** The catalog engine (mode `catalog`). */
  readonly engine?: CatalogEngine;
  /** Mode `external`. */
  readonly external?: GuardrailExternal;
  /** The upstream `guardrail_name`, one for all modes (lib/guardrail/upstream-names.ts): `spec.guardrailName`, else the catalog key, else the resource name. */
  readonly guardrailName: string;
  /** `spec.modes` as given; absent -> the engine's modes for the gateway type ({@link modesFor}). */
  readonly modes?: readonly ExecutionMode[];
  /** Catalog engines default to true, external to false. */
  readonly defaultOn: boolean;
  /** `spec.params` merged over the engine defaults (a shallow merge: a key in `spec.params` wins). */
  readonly params: Readonly<Record<string, unknown>>;
  /** Default `info`. */
  readonly logLevel: LogLevel;
  /** Default {@link DEFAULT_BLOCKED_REASON}. */
  readonly blockedReason: string;
  /** `spec.external.unreachableFallback`; `fail_closed` by default and for catalog engines. */
  readonly unreachableFallback: UnreachableFallback;
  readonly alt?: GuardrailAltSettings;
}

export interface Guardrail {
  readonly metadata: ObjectMeta;
  readonly spec: GuardrailSpec;
}

/** A parse: `value` when the object is valid, else `errors` name every bad field. */
export interface ParseResult<T> {
  readonly value?: T;
  /** Always set, so a status can still be addressed when the spec is bad. */
  readonly metadata: ObjectMeta;
  readonly errors: FieldErrors;
}

/** Execution modes of a Guardrail on a gateway of `type`. */
export function modesFor(spec: GuardrailSpec, type: 'proxy' | 'alt'): readonly ExecutionMode[] {
  if (spec.modes !== undefined && spec.modes.length > 0) return spec.modes;
  if (spec.engine) return spec.engine.modes[type];
  return ['pre_call'];
}

function parseExternal(r: SpecReader): { external?: GuardrailExternal; fallback?: UnreachableFallback } {
  const apiBase = r.string('apiBase', { required: true });
  if (apiBase !== undefined && !isHttpUrl(apiBase)) {
    r.error('apiBase', `must be an http(s) URL, got ${JSON.stringify(apiBase)}`);
  }
  const apiKeySecretRef = parseSecretKeyRef(r.object('apiKeySecretRef'));
  const fallback = r.enum('unreachableFallback', UNREACHABLE_FALLBACKS);
  if (apiBase === undefined) return { fallback };
  return { external: { apiBase: apiBase.replace(/\/+$/, ''), ...(apiKeySecretRef ? { apiKeySecretRef } : {}) }, fallback };
}

function parseAlt(r: SpecReader): GuardrailAltSettings | undefined {
  if (!r.present) return undefined;
  const role = r.enum('role', ALT_ROLES);
  const timeoutMs = r.int('timeoutMs', { min: 1, max: MAX_ALT_TIMEOUT_MS });
  const forwardIdentity = r.bool('forwardIdentity');
  const forwardSessionId = r.bool('forwardSessionId');
  const path = r.string('path');
  if (path !== undefined && !path.startsWith('/')) r.error('path', `must start with '/', got ${JSON.stringify(path)}`);
  return {
    ...(role !== undefined ? { role } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    ...(forwardIdentity !== undefined ? { forwardIdentity } : {}),
    ...(forwardSessionId !== undefined ? { forwardSessionId } : {}),
    ...(path !== undefined ? { path } : {}),
  };
}

function parseModes(r: SpecReader): ExecutionMode[] | undefined {
  const list = r.strings('modes');
  if (list === undefined) return undefined;
  const out: ExecutionMode[] = [];
  list.forEach((m, i) => {
    if (!(EXECUTION_MODES as readonly string[]).includes(m)) {
      r.errors.add(`${r.at('modes')}[${i}]`, `must be one of ${EXECUTION_MODES.join(', ')}, got ${JSON.stringify(m)}`);
    } else if (out.includes(m as ExecutionMode)) {
      r.errors.add(`${r.at('modes')}[${i}]`, `duplicates ${JSON.stringify(m)}`);
    } else {
      out.push(m as ExecutionMode);
    }
  });
  return out;
}

export function parseGuardrailSpec(spec: unknown, resourceName: string, errors: FieldErrors): GuardrailSpec | undefined {
  const r = SpecReader.of(spec, 'spec', errors, { required: true });
  const mode = r.enum('mode', GUARDRAIL_MODES, { required: true });

  let engine: CatalogEngine | undefined;
  let external: GuardrailExternal | undefined;
  let fallback: UnreachableFallback | undefined;
  if (mode === 'catalog') {
    const key = r.string('catalog', { required: true });
    engine = catalogEngine(key);
    if (key !== undefined && !engine) r.error('catalog', `must be one of ${CATALOG_KEYS.join(', ')}, got ${JSON.stringify(key)}`);
    if (r.has('external')) r.error('external', 'must not be set when mode is catalog');
  } else if (mode === 'external') {
    ({ external, fallback } = parseExternal(r.object('external', { required: true })));
    if (r.has('catalog')) r.error('catalog', 'must not be set when mode is external');
  }

  const guardrailName = r.string('guardrailName') ?? engine?.key ?? resourceName;
  if (r.has('guardrailName') && guardrailName.length === 0) r.error('guardrailName', 'must not be empty');
  const modes = parseModes(r);
  const defaultOn = r.bool('defaultOn') ?? mode === 'catalog';
  const params = r.json('params') ?? {};
  const logLevel = r.enum('logLevel', LOG_LEVELS) ?? DEFAULT_LOG_LEVEL;
  const blockedReason = r.string('blockedReason') ?? DEFAULT_BLOCKED_REASON;
  const alt = parseAlt(r.object('alt'));

  if (mode === undefined || !errors.empty) return undefined;
  return {
    mode,
    ...(engine ? { engine } : {}),
    ...(external ? { external } : {}),
    guardrailName,
    ...(modes !== undefined && modes.length > 0 ? { modes } : {}),
    defaultOn,
    params: { ...(engine?.defaultParams ?? {}), ...params },
    logLevel,
    blockedReason,
    unreachableFallback: fallback ?? DEFAULT_UNREACHABLE_FALLBACK,
    ...(alt ? { alt } : {}),
  };
}

/** Parses a whole Guardrail object. Never throws. */
export function parseGuardrail(resource: ResourceInput): ParseResult<Guardrail> {
  const errors = new FieldErrors();
  const metadata = parseMetadata(resource, errors);
  const spec = parseGuardrailSpec(resource.spec, metadata.name, errors);
  return spec && errors.empty ? { value: { metadata, spec }, metadata, errors } : { metadata, errors };
}
