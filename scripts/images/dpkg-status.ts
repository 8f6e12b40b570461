/**
 * The dpkg database of an image that has no dpkg: `/var/lib/dpkg/status` with one record per
 * package, made from each `.deb`'s control file, and `/var/lib/dpkg/info/<package>.md5sums`, the
 * files each package owns. Vulnerability scanners and SBOM tools (grype, trivy, syft) read these to
 * list the OS packages and their versions; without them an image's libraries are anonymous files.
 */
import { controlFields } from './apt';
import type { TarEntry } from './tar';

/** What dpkg writes for an unpacked and configured package. */
const INSTALLED = 'install ok installed';

/**
 * One status record: the control file as it is, with `Status:` after `Package:` (where dpkg puts
 * it). Fields and their continuation lines are kept byte for byte.
 */
export function statusRecord(control: string): string {
  const lines = control.replace(/\n+$/, '').split('\n');
  if (!/^Package: \S+$/.test(lines[0] ?? '')) throw new Error(`a control file starts with Package:, got ${JSON.stringify(lines[0])}`);
  if (lines.some((l) => l.startsWith('Status:'))) throw new Error(`${lines[0]}: a control file has no Status field`);
  return [lines[0], `Status: ${INSTALLED}`, ...lines.slice(1)].join('\n') + '\n';
}

/** The whole status file: records sorted by package name, separated by blank lines. */
export function statusFile(controls: readonly string[]): string {
  const byName = controls.map((c) => ({ name: controlFields(c).Package, record: statusRecord(c) }));
  const names = byName.map((r) => r.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`dpkg status: ${twice} is given twice`);
  return byName
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((r) => r.record)
    .join('\n');
}

/** A package as the status database needs it: its control file and its md5sums (may be empty). */
export interface DpkgRecord {
  readonly control: string;
  readonly md5sums: string;
}

/** Tar entries for `var/lib/dpkg/status` and one `info/<package>.md5sums` per package. */
export function dpkgDatabaseEntries(packages: readonly DpkgRecord[]): TarEntry[] {
  const file = (path: string, content: string): TarEntry => ({ path, type: 'file', mode: 0o644, data: Buffer.from(content) });
  return [
    { path: 'var/lib/dpkg', type: 'dir', mode: 0o755 },
    { path: 'var/lib/dpkg/info', type: 'dir', mode: 0o755 },
    file('var/lib/dpkg/status', statusFile(packages.map((p) => p.control))),
    ...packages.filter((p) => p.md5sums !== '').map((p) => file(`var/lib/dpkg/info/${controlFields(p.control).Package}.md5sums`, p.md5sums)),
  ];
}

/**
 * The names among `Depends` of `controls` that none of them provides: a root filesystem made of
 * these packages alone would lack them. Alternatives (`a | b`) are met by any. `Pre-Depends` are
 * not counted: they are what unpacking and the maintainer scripts need (base-files' `awk`), and
 * neither happens in an image built this way.
 */
export function unmetDependencies(controls: readonly string[]): string[] {
  const fields = controls.map(controlFields);
  const have = new Set<string>();
  for (const f of fields) {
    have.add(f.Package);
    for (const p of (f.Provides ?? '').split(',')) if (p.trim()) have.add(p.trim().split(/[\s(:]/)[0]);
  }
  const missing = new Set<string>();
  for (const f of fields) {
    for (const dep of (f.Depends ?? '').split(',')) {
      const alternatives = dep.split('|').map((a) => a.trim().split(/[\s(:]/)[0]).filter(Boolean);
      if (alternatives.length > 0 && !alternatives.some((a) => have.has(a))) missing.add(alternatives.join(' | '));
    }
  }
  return [...missing].sort();
}
