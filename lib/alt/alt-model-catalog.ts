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
  private readonly gateway: string;
  private readonly namespace?: string;
  private readonly models: ResolvedAltModel[] = [];
  private readonly providers = new Map<string, string>();
  private readonly _modelNames: string[] = [];

  constructor(scope: Construct, id: string, props: AltModelCatalogProps) {
    super(scope, id);
    this.gateway = props.gateway;
    this.namespace = props.namespace;
    this.providerNames = this.providers;
    this.modelNames = this._modelNames;
    const models = (props.models ?? []).map(resolveAltModel);
    this.checkConnections(models);
    const { providerObjectNames, modelObjectNames } = this.objectNames(models);
    for (const m of models) this.emitProvider(m, providerObjectNames.get(m.providerName)!);
    models.forEach((m, i) => this.emitModel(m, modelObjectNames[i]));
  }

  /**
   * Adds a model after construction: its AltModel and, for a provider no model used yet, its
   * AltProvider. Throws when it would share a provider but not its connection, or rename an object
   * already emitted (its alias meets another one's in the object name).
   */
  addModel(model: AltModelOptions): string {
    const resolved = resolveAltModel(model);
    const all = [...this.models, resolved];
    this.checkConnections(all);
    const { providerObjectNames, modelObjectNames } = this.objectNames(all);
    const renamed = this._modelNames.findIndex((name, i) => modelObjectNames[i] !== name) >= 0 || [...this.providers].some(([p, name]) => providerObjectNames.get(p) !== name);
    if (renamed) throw new Error(`model '${resolved.alias}' would rename an object already emitted (gateway '${this.gateway}'); give it another alias or list it in the props`);
    this.emitProvider(resolved, providerObjectNames.get(resolved.providerName)!);
    return this.emitModel(resolved, modelObjectNames[all.length - 1]);
  }

  private checkConnections(models: readonly ResolvedAltModel[]): void {
    const conflict = findProviderConflict(models);
    if (conflict) {
      const [a, b] = conflict;
      throw new Error(
        `models '${models[a].alias}' and '${models[b].alias}' share provider '${models[b].providerName}' but not its connection (driver, apiBase, apiVersion, API key) (gateway '${this.gateway}')`,
      );
    }
  }

  // Names follow what each object is, never its position, so reordering models renames nothing
  // (the provider holds the credential). Several deployments may share an alias (weights): they
  // are told apart by their provider and model id.
  private objectNames(models: readonly ResolvedAltModel[]): { providerObjectNames: Map<string, string>; modelObjectNames: string[] } {
    const firstOfProvider = models.filter((m, i) => models.findIndex((o) => o.providerName === m.providerName) === i);
    const providerNames = stableNames(
      firstOfProvider.map((m) => ({ parts: [m.providerName], identity: m.providerName })),
      (parts) => childName(this.gateway, 'provider', ...parts),
    );
    const modelObjectNames = stableNames(
      models.map((m) => ({ parts: [m.alias], identity: JSON.stringify([m.alias, m.providerName, m.modelId]) })),
      (parts) => childName(this.gateway, 'model', ...parts),
    );
    return { providerObjectNames: new Map(firstOfProvider.map((m, k) => [m.providerName, providerNames[k]])), modelObjectNames };
  }

  /** The AltProvider of the model's provider, unless one of an earlier model is there. */
  private emitProvider(m: ResolvedAltModel, name: string): void {
    if (this.providers.has(m.providerName)) return;
    this.providers.set(m.providerName, name);
    new alt.AltProvider(this, `Provider-${name}`, {
      metadata: { name, namespace: this.namespace },
      spec: {
        instanceRef: { name: this.gateway },
        providerName: m.providerName,
        driver: m.provider,
        ...(m.apiBase !== undefined ? { apiBase: m.apiBase } : {}),
        ...(m.apiVersion !== undefined ? { apiVersion: m.apiVersion } : {}),
        ...(m.apiKeySecretRef ? { apiKeySecretRef: { name: m.apiKeySecretRef.name, key: m.apiKeySecretRef.key } } : {}),
      },
    });
  }

  private emitModel(m: ResolvedAltModel, name: string): string {
    const i = this.models.length;
    this.models.push(m);
    new alt.AltModel(this, `Model${i}`, {
      metadata: { name, namespace: this.namespace },
      spec: {
        instanceRef: { name: this.gateway },
        providerRef: { name: this.providers.get(m.providerName)! },
        alias: m.alias,
        ...(m.displayName !== undefined ? { displayName: m.displayName } : {}),
        modelId: m.modelId,
        ...(m.fallbacks && m.fallbacks.length > 0 ? { fallbacks: [...m.fallbacks] } : {}),
        ...(m.weight !== undefined ? { weight: m.weight } : {}),
      },
    });
    this._modelNames.push(name);
    return name;
  }
}
