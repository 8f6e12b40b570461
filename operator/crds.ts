/**
 * Installs the CRDs shipped in `crds/` when they are missing or differ from what this version
 * ships, and waits until the API server reports them Established, so the kinds a plan emits
 * are served before the first apply. With CRD management off (`--skip-crd-management`) it only
 * waits: the CRDs are then the installer's job, and the operator needs no write access to them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { FIELD_MANAGER } from '../lib/meta/groups';
import { APPLIED_HASH, hashOf } from '../runtime/hash';
import type { KubeClient } from '../runtime/kube/client';
import { CORE_TYPES, type Discovery } from '../runtime/kube/discovery';
import { KubeApiError, type KubeObject, type ResourceType } from '../runtime/kube/types';
import type { Logger } from '../runtime/log';

interface CrdSpec {
  group: string;
  scope: 'Namespaced' | 'Cluster';
  names: { kind: string; plural: string };
  versions: { name: string; served?: boolean; storage?: boolean }[];
}

/** Every CustomResourceDefinition in the `.yaml`/`.yml` files of `dir`. */
export function readCrds(dir: string): KubeObject[] {
  const out: KubeObject[] = [];
  for (const file of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    for (const doc of parseAllDocuments(readFileSync(join(dir, file), 'utf8'))) {
      const o = doc.toJS() as KubeObject | null;
      if (o && o.kind === 'CustomResourceDefinition') out.push(o);
    }
  }
  return out;
}

/** The resource types a CRD serves (one per served version). */
export function typesOf(crd: KubeObject): ResourceType[] {
  const spec = crd.spec as CrdSpec;
  return spec.versions
    .filter((v) => v.served !== false)
    .map((v) => ({ group: spec.group, version: v.name, kind: spec.names.kind, plural: spec.names.plural, namespaced: spec.scope === 'Namespaced' }));
}

function established(crd: KubeObject | undefined): boolean {
  const conditions = (crd?.status as { conditions?: { type: string; status: string }[] } | undefined)?.conditions ?? [];
  return conditions.some((c) => c.type === 'Established' && c.status === 'True');
}

/** How ensureCrds treats CRDs that are missing or differ from the shipped ones. */
export interface EnsureCrdsOptions {
  /** Install or upgrade them (true), or only wait for them to be Established (false). @default true */
  readonly manage?: boolean;
  /** How long to wait for Established. @default 60000 */
  readonly timeoutMs?: number;
}

/**
 * The live CRD, or undefined when it is missing. The installed operator may read its CRDs by name
 * only, and a CRD that an older install did not ship is not among those names: a refusal means the
 * same as missing here, and the caller's message says to apply the install.
 */
async function readCrd(client: KubeClient, name: string): Promise<KubeObject | undefined> {
  try {
    return await client.get(CORE_TYPES.crd, undefined, name);
  } catch (e) {
    if (e instanceof KubeApiError && e.status === 403) return undefined;
    throw e;
  }
}

export async function ensureCrds(
  client: KubeClient,
  discovery: Discovery,
  crds: readonly KubeObject[],
  log: Logger,
  options: EnsureCrdsOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  for (const crd of crds) {
    const hash = hashOf(crd);
    const live = await readCrd(client, crd.metadata.name);
    if (options.manage === false) {
      if (!live) throw new Error(`CRD ${crd.metadata.name} is not installed and CRD management is off: apply the CRDs from 'aigw install' first`);
      if (live.metadata.annotations?.[APPLIED_HASH] !== undefined && live.metadata.annotations[APPLIED_HASH] !== hash) {
        log.warn({ crd: crd.metadata.name }, 'CRD differs from the one this version ships; CRD management is off, so it is left as installed');
      }
      continue;
    }
    if (live && live.metadata.annotations?.[APPLIED_HASH] === hash) continue;
    // A CRD someone else installed is left alone when it already serves our kind.
    if (live && !live.metadata.annotations?.[APPLIED_HASH] && established(live)) continue;
    const body = { ...crd, metadata: { ...crd.metadata, annotations: { ...(crd.metadata.annotations ?? {}), [APPLIED_HASH]: hash } } };
    try {
      await client.apply(CORE_TYPES.crd, body, { fieldManager: FIELD_MANAGER, force: true });
    } catch (e) {
      // The installed operator may patch its own CRDs by name but never create one: say what to do.
      if (!live && e instanceof KubeApiError && e.status === 403) {
        throw new Error(`CRD ${crd.metadata.name} is not installed and the operator may not create CRDs: apply the CRDs from 'aigw install' first`);
      }
      throw e;
    }
    log.info({ crd: crd.metadata.name }, live ? 'CRD updated' : 'CRD installed');
  }
  const deadline = Date.now() + timeoutMs;
  for (const crd of crds) {
    for (;;) {
      const live = await client.get(CORE_TYPES.crd, undefined, crd.metadata.name);
      if (established(live)) break;
      if (Date.now() > deadline) throw new Error(`CRD ${crd.metadata.name} is not Established after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const t of typesOf(crd)) discovery.invalidate(`${t.group}/${t.version}`);
  }
}
