/**
 * The `guardrails:` entries of LiteLLM's config.yaml from the ProxyGuardrails of one instance. Pure.
 *
 * A Guardrail has one ProxyGuardrail per mode, all carrying its one upstream name in
 * `spec.guardrailName` (lib/guardrail/upstream-names.ts). LiteLLM keeps `guardrail_name` unique and
 * runs one entry in every mode its `mode` lists (`CustomGuardrail._event_hook_is_event_type`), so the
 * ProxyGuardrails sharing a name become one entry with their modes: a client opting into that name
 * gets every mode. They belong together when the name is the same and everything but the mode agrees
 * (guardrail, apiBase, api key, defaultOn, unreachableFallback, params); one that disagrees is another
 * guardrail claiming the name, which is reported and left out rather than silently merged.
 */
import type { ProxyGuardrailSpec } from '../../imports/proxy.aigw.dev';
import type { ProxyObject, SecretKeyRef } from './litellm-config';

export interface GuardrailNameCollision {
  readonly name: string;
  /**
   * metadata.name of the ProxyGuardrail whose settings the entry took (the first by name), then of
   * each one left out because its settings differ.
   */
  readonly objects: readonly string[];
}

export interface GuardrailEntries {
  /** One entry per upstream name, in the order of the first ProxyGuardrail (by metadata.name) naming it. */
  readonly entries: Record<string, unknown>[];
  readonly collisions: GuardrailNameCollision[];
}

/** Turns a Secret reference into the `os.environ/<VAR>` LiteLLM reads (and records the env var). */
export type SecretEnvRef = (objectName: string, ref: SecretKeyRef) => string;

/** The order modes are listed in: the order LiteLLM runs them in a request. */
const MODE_ORDER = ['pre_call', 'during_call', 'post_call', 'logging_only'];

/** Emitted objects may carry LiteLLM's snake_case spelling of the params field. */
type GuardrailSpec = ProxyGuardrailSpec & { additional_provider_specific_params?: unknown };

interface Group {
  readonly first: ProxyObject<GuardrailSpec>;
  readonly settings: string;
  readonly modes: Set<string>;
}

const params = (s: GuardrailSpec): unknown => s.additionalProviderSpecificParams ?? s.additional_provider_specific_params;

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Everything of a ProxyGuardrail that must agree for it to be another mode of the same guardrail. */
function settingsOf(s: GuardrailSpec): string {
  const key = s.apiKeySecretRef ? { name: s.apiKeySecretRef.name, key: s.apiKeySecretRef.key } : null;
  return canonical([s.guardrail, s.apiBase, key, s.defaultOn ?? null, s.unreachableFallback ?? null, params(s) ?? null]);
}

/** Drops undefined values so the YAML carries only what a ProxyGuardrail set. */
function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** LiteLLM's `mode`: the one mode as a string (its documented form), several as a list. */
function modeValue(modes: ReadonlySet<string>): string | string[] {
  const ordered = [...modes].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return ordered.length === 1 ? ordered[0] : ordered;
}

const rank = (mode: string): number => (MODE_ORDER.includes(mode) ? MODE_ORDER.indexOf(mode) : MODE_ORDER.length);

/**
 * Groups `guardrails` by `spec.guardrailName` into LiteLLM entries. `secret` is called once per
 * entry with an api key, with the metadata.name of the ProxyGuardrail the entry took its settings from.
 */
export function guardrailEntries(guardrails: readonly ProxyObject<GuardrailSpec>[], secret: SecretEnvRef): GuardrailEntries {
  const groups = new Map<string, Group>();
  const leftOut = new Map<string, string[]>();
  const sorted = [...guardrails].sort((a, b) => a.metadata.name.localeCompare(b.metadata.name));
  for (const g of sorted) {
    const name = g.spec.guardrailName;
    const settings = settingsOf(g.spec);
    const group = groups.get(name);
    if (!group) groups.set(name, { first: g, settings, modes: new Set([g.spec.mode]) });
    else if (group.settings === settings) group.modes.add(g.spec.mode);
    else leftOut.set(name, [...(leftOut.get(name) ?? []), g.metadata.name]);
  }

  const entries = [...groups.entries()].map(([name, { first, modes }]) => {
    const s = first.spec;
    return {
      guardrail_name: name,
      litellm_params: defined({
        guardrail: s.guardrail,
        mode: modeValue(modes),
        api_base: s.apiBase,
        api_key: s.apiKeySecretRef ? secret(first.metadata.name, s.apiKeySecretRef) : undefined,
        default_on: s.defaultOn,
        unreachable_fallback: s.unreachableFallback,
        // On a stream, LiteLLM's default (block_only) sends the model's chunks unchanged: the client would get the
        // pseudonymizer's placeholders. incremental_diff (LiteLLM 1.95+; older releases ignore the key) streams the
        // guardrail's text instead (test/e2e/streaming.e2e.test.ts). LiteLLM reads it only on the post_call stream hook.
        streaming_transform_mode: modes.has('post_call') && s.guardrail === 'generic_guardrail_api' ? 'incremental_diff' : undefined,
        // The CRD names this field in LiteLLM's snake_case; the generated type spells it in camelCase.
        additional_provider_specific_params: params(s),
      }),
    };
  });
  const collisions = [...leftOut.entries()].map(([name, objects]) => ({ name, objects: [groups.get(name)!.first.metadata.name, ...objects] }));
  return { entries, collisions };
}
