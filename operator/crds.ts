/**
 * Installs the CRDs shipped in `crds/` when they are missing or differ from what this version
 * ships, and waits until the API server reports them Established, so the kinds a plan emits
 * are served before the first apply.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { FIELD_MANAGER } from '../lib/meta/groups';
import { APPLIED_HASH, hashOf } from './hash';
import type { KubeClient } from './kube/client';
import { CORE_TYPES, type Discovery } from './kube/discovery';
import type { KubeObject, ResourceType } from './kube/types';
import type { Logger } from './log';

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

export async function ensureCrds(
  client: KubeClient,
  discovery: Discovery,
  crds: readonly KubeObject[],
  log: Logger,
  timeoutMs = 60_000,
): Promise<void> {
  for (const crd of crds) {
    const hash = hashOf(crd);
    const live = await client.get(CORE_TYPES.crd, undefined, crd.metadata.name);
    if (live && live.metadata.annotations?.[APPLIED_HASH] === hash) continue;
    // A CRD someone else installed is left alone when it already serves our kind.
    if (live && !live.metadata.annotations?.[APPLIED_HASH] && established(live)) continue;
    const body = { ...crd, metadata: { ...crd.metadata, annotations: { ...(crd.metadata.annotations ?? {}), [APPLIED_HASH]: hash } } };
    await client.apply(CORE_TYPES.crd, body, { fieldManager: FIELD_MANAGER, force: true });
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
