/** `aigw install` as a user runs it: the built CLI prints the manifest, which is applied server-side. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { KubeObject } from '../../../runtime/kube/types';
import type { Kube } from './kube';
import { REPO_ROOT } from './control-plane';

/**
 * Runs `aigw install ...args` and applies every document it prints, in order, as
 * `kubectl apply --server-side --force-conflicts` would. Returns the documents.
 */
export async function applyInstallManifest(kube: Kube, args: readonly string[], fieldManager: string): Promise<KubeObject[]> {
  const yaml = execFileSync(process.execPath, [join(REPO_ROOT, 'bin', 'aigw.js'), 'install', ...args], { encoding: 'utf8' });
  const docs = parseAllDocuments(yaml).map((d) => d.toJS() as KubeObject);
  for (const doc of docs) await kube.client.apply(await kube.type(doc.apiVersion, doc.kind), doc, { fieldManager, force: true });
  return docs;
}
