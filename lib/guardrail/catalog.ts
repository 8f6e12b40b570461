/**
 * The bundled guardrail engines a Guardrail can select with `mode: catalog`. Each entry says how the
 * engine runs (one shared release per cluster) and what it defaults to on each gateway type.
 */
import type { ExecutionMode } from '../core/execution-mode';

/** What an engine does to content on an `alt` gateway (spec: "Catalog engines declare their own role"). */
export type EngineRole = 'transform' | 'policy';

export interface CatalogEngine {
  /** The catalog key (`spec.catalog`), also the default upstream `guardrail_name`. */
  readonly key: string;
  /** Engine version the shared release runs. */
  readonly version: string;
  /** Container args; the image's entrypoint is `aigw`. */
  readonly args: readonly string[];
  /** The engine's single HTTP port (data and probes). */
  readonly port: number;
  /** Execution modes when the Guardrail sets no `modes`, per gateway type. */
  readonly modes: { readonly proxy: readonly ExecutionMode[]; readonly alt: readonly ExecutionMode[] };
  /** Params the engine runs with; `spec.params` is merged over them. */
  readonly defaultParams: Readonly<Record<string, unknown>>;
  readonly role: EngineRole;
  /** Path of the alt guardrail protocol on the engine. */
  readonly altPath: string;
}

export const PSEUDONYMIZER: CatalogEngine = Object.freeze({
  key: 'pseudonymizer',
  version: '0.4.0',
  args: Object.freeze(['engine', 'pseudonymizer', '--port', '8080']),
  port: 8080,
  modes: Object.freeze({
    proxy: Object.freeze(['pre_call', 'post_call'] as ExecutionMode[]),
    alt: Object.freeze(['pre_call', 'during_call', 'post_call'] as ExecutionMode[]),
  }),
  // The engine masks people and organization names; both are on unless the Guardrail says otherwise.
  defaultParams: Object.freeze({ entities: Object.freeze(['person', 'organization']) }),
  role: 'transform',
  altPath: '/v1/alt/check',
});

/** Every catalog engine, by key. */
export const CATALOG: Readonly<Record<string, CatalogEngine>> = Object.freeze({ [PSEUDONYMIZER.key]: PSEUDONYMIZER });

export const CATALOG_KEYS: readonly string[] = Object.freeze(Object.keys(CATALOG));

export function catalogEngine(key: string | undefined): CatalogEngine | undefined {
  return key !== undefined && Object.prototype.hasOwnProperty.call(CATALOG, key) ? CATALOG[key] : undefined;
}
