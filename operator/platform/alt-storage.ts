/**
 * Fills an alt gateway's `<gateway>-alt-storage` Secret before it is applied: plan() emits it as a
 * recipe (annotation `alt.aigw.dev/storage-sources`: which Secret key each connection string comes
 * from), and the values are read from the API server here, since the operator's cache holds none.
 */
import { assembleAltStorageSecret, STORAGE_SOURCES_ANNOTATION, type SecretSource } from '../../lib/alt/alt-storage-secret';
import type { ApiObjectJson } from '../../lib/plan/types';
import type { KubeClient } from '../../runtime/kube/client';
import { readSecret } from './secret-data';

export interface AssembledObjects {
  readonly objects: ApiObjectJson[];
  /** `namespace/name/key` of sources that could not be read (their keys are left out). */
  readonly missing: string[];
}

function sourcesOf(o: ApiObjectJson): SecretSource[] {
  const raw = o.kind === 'Secret' ? o.metadata.annotations?.[STORAGE_SOURCES_ANNOTATION] : undefined;
  if (raw === undefined) return [];
  try {
    return Object.values(JSON.parse(raw) as Record<string, SecretSource>);
  } catch {
    return [];
  }
}

/** `objects` with every storage Secret filled; others unchanged. */
export async function assembleAltStorage(client: KubeClient, objects: readonly ApiObjectJson[]): Promise<AssembledObjects> {
  const values = new Map<string, Record<string, string> | undefined>();
  for (const o of objects) {
    for (const s of sourcesOf(o)) {
      const ns = s.namespace ?? o.metadata.namespace ?? 'default';
      const id = `${ns}/${s.name}`;
      if (!values.has(id)) values.set(id, (await readSecret(client, ns, s.name))?.values);
    }
  }
  if (values.size === 0) return { objects: [...objects], missing: [] };
  const missing: string[] = [];
  const out = objects.map((o) => {
    const assembled = assembleAltStorageSecret(o, (ns, name, key) => values.get(`${ns}/${name}`)?.[key]);
    for (const m of assembled.missing) missing.push(`${m.namespace ?? o.metadata.namespace ?? 'default'}/${m.name}/${m.key}`);
    return assembled.object;
  });
  return { objects: out, missing };
}
