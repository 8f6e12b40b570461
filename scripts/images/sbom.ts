/**
 * An SPDX SBOM per platform of a built image, written by syft (built from its Go module by
 * scripts/sbom/provision-syft.sh, or AIGW_SYFT) from the OCI archive itself: the Debian packages
 * of the dpkg database, the npm packages of `node_modules`, and the binaries syft recognises.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What an SBOM lists, counted by the kind of package URL. */
export interface SbomSummary {
  readonly file: string;
  readonly architecture: string;
  readonly packages: number;
  /** Counts by purl type (`deb`, `npm`, `generic`, ...; `none` without a purl). */
  readonly byType: Readonly<Record<string, number>>;
}

/** Counts the packages of an SPDX JSON document by the type of their package URL. */
export function summarizeSpdx(doc: { packages?: Array<{ externalRefs?: Array<{ referenceType?: string; referenceLocator?: string }> }> }): { packages: number; byType: Record<string, number> } {
  const byType: Record<string, number> = {};
  const packages = doc.packages ?? [];
  for (const p of packages) {
    const purl = p.externalRefs?.find((r) => r.referenceType === 'purl')?.referenceLocator;
    const type = purl ? (/^pkg:([^/]+)\//.exec(purl)?.[1] ?? 'none') : 'none';
    byType[type] = (byType[type] ?? 0) + 1;
  }
  return { packages: packages.length, byType: Object.fromEntries(Object.keys(byType).sort().map((k) => [k, byType[k]])) };
}

/** The syft binary: AIGW_SYFT, or the pinned version built into the cache on first use. */
export function syftBinary(root: string): string {
  return execFileSync(join(root, 'scripts', 'sbom', 'provision-syft.sh'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** Writes `<base>-linux-<arch>.spdx.json` beside the archive for each of `architectures`. */
export function writeSboms(root: string, archive: string, base: string, architectures: readonly string[]): SbomSummary[] {
  const syft = syftBinary(root);
  return architectures.map((architecture) => {
    const file = `${base}-linux-${architecture}.spdx.json`;
    execFileSync(syft, ['scan', `oci-archive:${archive}`, '--platform', `linux/${architecture}`, '-o', `spdx-json=${file}`, '-q'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      // syft keeps nothing between runs here: no update checks, no cache in the user's home.
      env: { ...process.env, SYFT_CHECK_FOR_APP_UPDATE: 'false' },
    });
    return { file, architecture, ...summarizeSpdx(JSON.parse(readFileSync(file, 'utf8'))) };
  });
}
