/**
 * The status `aigw render` gives a resource, for a construct user who wants to see before applying
 * what the operator would say: Ready and the other conditions, the events, and whether the plan is
 * held. The same `render()` runs, on the resource and the objects you pass beside it (Secrets,
 * ConfigMaps, Guardrails, platform objects: render reads them as cluster facts).
 */
import { defaultOperatorSettings } from '../meta/images';
import { render, type RenderedEvent, type RenderedHold } from '../render/render';
import { COMMUNITY, type Entitlements, type LicenseMaterial, type ResourceInput } from '../plan/types';
import { identityOf } from './resource-problems';

/** What render needs beyond the resource. */
export interface OfflineStatusOptions {
  /**
   * Objects render reads beside the resource, as `aigw render -f` would: Secrets and ConfigMaps
   * (key names only), referenced Guardrails, SqlClusters and other platform objects.
   *
   * @default []
   */
  readonly objects?: readonly ResourceInput[];
  /**
   * What the platform license grants (`aigw render --license`).
   *
   * @default COMMUNITY
   */
  readonly entitlements?: Entitlements;
  /** The license material the gates verify. @default - none */
  readonly licenseMaterial?: LicenseMaterial;
}

/** The status render reports for one resource. */
export interface OfflineStatus {
  /** `status` as render prints it (`conditions`, `url`, counts, ...). */
  readonly status: Record<string, unknown>;
  readonly events: readonly Omit<RenderedEvent, 'kind' | 'namespace' | 'name'>[];
  /** Set when the operator would apply nothing for it yet (render's `held`). */
  readonly held?: Omit<RenderedHold, 'kind' | 'namespace' | 'name'>;
}

/** Renders `resource` with `options.objects` offline and returns what render says about it. */
export function offlineStatus(resource: ResourceInput, options: OfflineStatusOptions = {}): OfflineStatus {
  const docs = [resource, ...(options.objects ?? [])].map((object, index) => ({ file: '<construct>', index, object: object as Record<string, unknown> }));
  const out = render(docs, {
    entitlements: options.entitlements ?? COMMUNITY,
    ...(options.licenseMaterial ? { licenseMaterial: options.licenseMaterial } : {}),
    operator: defaultOperatorSettings(),
  });
  const { namespace, name } = identityOf(resource);
  const mine = <T extends { kind: string; namespace: string; name: string }>(x: T) => x.kind === resource.kind && x.namespace === namespace && x.name === name;
  const strip = <T extends { kind: string; namespace: string; name: string }>({ kind: _k, namespace: _n, name: _m, ...rest }: T) => rest;
  const status = out.statuses.find(mine);
  const held = out.held.find(mine);
  return {
    status: status?.status ?? {},
    events: out.events.filter(mine).map(strip),
    ...(held ? { held: strip(held) } : {}),
  };
}
