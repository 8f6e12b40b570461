/**
 * The model catalog of an alt gateway: one AltProvider per provider connection and one AltModel per
 * model. Models sharing a `providerName` (by default, their driver) share one provider and so one
 * connection; the operator passes `apiBase` and `apiVersion` through and never special-cases a driver.
 */
import { Construct } from 'constructs';
import * as alt from '../../imports/alt.aigw.dev';
import type { KeyRef } from './alt-gateway-instance';
import { stableNames } from '../meta/names';
import { childName } from './names';

/** The driver when `model` has no `<provider>/` prefix. */
export const DEFAULT_PROVIDER_DRIVER = 'openai';

export interface AltModelOptions {
  /** The client-facing alias (`modelName`). */
  readonly alias: string;
  /** Display name. @default - none */
  readonly displayName?: string;
  /** `<provider>/<model id>`, or a bare model id. */
  readonly model: string;
  /** Provider driver. @default - the prefix of `model` before the slash, else 'openai' */
  readonly provider?: string;
  /** The provider catalog entry; models with the same one share a connection. @default - the driver */
  readonly providerName?: string;
  /** Provider-side model id. @default - `model` with its prefix stripped */
  readonly modelId?: string;
  /** Bare provider endpoint. @default - the driver's own */
  readonly apiBase?: string;
  /** Provider API version, when the provider needs one. @default - none */
  readonly apiVersion?: string;
  /** Secret key holding the API key. @default - no key */
  readonly apiKeySecretRef?: KeyRef;
  /** Aliases tried when this one fails. @default [] */
  readonly fallbacks?: readonly string[];
  /** Weight against other deployments of the same alias. @default - equal weights */
  readonly weight?: number;
}

/** A model with every default applied. */
export interface ResolvedAltModel extends AltModelOptions {
  readonly provider: string;
  readonly providerName: string;
  readonly modelId: string;
}

/** Applies the spec's defaults for `provider`, `providerName` and `modelId`. */
export function resolveAltModel(m: AltModelOptions): ResolvedAltModel {
  const slash = m.model.indexOf('/');
  const prefix = slash > 0 ? m.model.slice(0, slash) : undefined;
  const provider = m.provider ?? prefix ?? DEFAULT_PROVIDER_DRIVER;
  return {
    ...m,
    provider,
    providerName: m.providerName ?? provider,
    modelId: m.modelId ?? (slash >= 0 ? m.model.slice(slash + 1) : m.model),
  };
}

/** What a provider connection is made of; models sharing a provider must agree on it. */
function connectionOf(m: ResolvedAltModel): string {
  return JSON.stringify([m.provider, m.apiBase ?? null, m.apiVersion ?? null, m.apiKeySecretRef?.name ?? null, m.apiKeySecretRef?.key ?? null]);
}

/**
 * The first pair of models that share a provider but disagree on its connection, as
 * `[earlierIndex, laterIndex]`; undefined when all agree.
 */
export function findProviderConflict(models: readonly AltModelOptions[]): [number, number] | undefined {
  const seen = new Map<string, { index: number; connection: string }>();
  for (let i = 0; i < models.length; i++) {
    const m = resolveAltModel(models[i]);
    const first = seen.get(m.providerName);
    if (!first) seen.set(m.providerName, { index: i, connection: connectionOf(m) });
    else if (first.connection !== connectionOf(m)) return [first.index, i];
  }
  return undefined;
}

export interface AltModelCatalogProps {
  /** The gateway (and AltInstance) name. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** @default [] */
  readonly models?: readonly AltModelOptions[];
}

export class AltModelCatalog extends Construct {
  /** providerName -> AltProvider name. */
  readonly providerNames: ReadonlyMap<string, string>;
  readonly modelNames: readonly string[];

  constructor(scope: Construct, id: string, props: AltModelCatalogProps) {
    super(scope, id);
    const models = (props.models ?? []).map(resolveAltModel);
    const conflict = findProviderConflict(models);
    if (conflict) {
      const [a, b] = conflict;
      throw new Error(
        `models '${models[a].alias}' and '${models[b].alias}' share provider '${models[b].providerName}' but not its connection (driver, apiBase, apiVersion, API key) (gateway '${props.gateway}')`,
      );
    }
    const instanceRef = { name: props.gateway };
    const namespace = props.namespace;

    // Names follow what each object is, never its position, so reordering models renames nothing
    // (the provider holds the credential). Several deployments may share an alias (weights): they
    // are told apart by their provider and model id.
    const firstOfProvider = models.filter((m, i) => models.findIndex((o) => o.providerName === m.providerName) === i);
    const providerObjectNames = stableNames(
      firstOfProvider.map((m) => ({ parts: [m.providerName], identity: m.providerName })),
      (parts) => childName(props.gateway, 'provider', ...parts),
    );
    const modelObjectNames = stableNames(
      models.map((m) => ({ parts: [m.alias], identity: JSON.stringify([m.alias, m.providerName, m.modelId]) })),
      (parts) => childName(props.gateway, 'model', ...parts),
    );

    const providers = new Map<string, string>();
    for (const [k, m] of firstOfProvider.entries()) {
      const name = providerObjectNames[k];
      providers.set(m.providerName, name);
      new alt.AltProvider(this, `Provider-${name}`, {
        metadata: { name, namespace },
        spec: {
          instanceRef,
          providerName: m.providerName,
          driver: m.provider,
          ...(m.apiBase !== undefined ? { apiBase: m.apiBase } : {}),
          ...(m.apiVersion !== undefined ? { apiVersion: m.apiVersion } : {}),
          ...(m.apiKeySecretRef ? { apiKeySecretRef: { ...m.apiKeySecretRef } } : {}),
        },
      });
    }
    this.providerNames = providers;

    this.modelNames = models.map((m, i) => {
      const name = modelObjectNames[i];
      new alt.AltModel(this, `Model${i}`, {
        metadata: { name, namespace },
        spec: {
          instanceRef,
          providerRef: { name: providers.get(m.providerName)! },
          alias: m.alias,
          ...(m.displayName !== undefined ? { displayName: m.displayName } : {}),
          modelId: m.modelId,
          ...(m.fallbacks && m.fallbacks.length > 0 ? { fallbacks: [...m.fallbacks] } : {}),
          ...(m.weight !== undefined ? { weight: m.weight } : {}),
        },
      });
      return name;
    });
  }
}
