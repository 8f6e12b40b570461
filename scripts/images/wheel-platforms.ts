/**
 * Which wheels pip may pick for an image's platform, when pip runs on another machine than the
 * image (`pip install --target … --platform … --only-binary=:all:`). pip then knows nothing of the
 * target's C library, so the tags are spelled out: every manylinux tag Debian 12's glibc satisfies
 * for the architecture, the legacy aliases included. A pure-Python wheel (`py3-none-any`) fits
 * every platform, so both images get the same one.
 */
import type { DebianArch } from './apt';

/** Debian 12's glibc (2.36): a wheel built for a newer glibc could not load its extension there. */
export const DEBIAN_GLIBC: readonly [number, number] = [2, 36];

/** The machine names wheel tags use for each Debian architecture. */
export const WHEEL_MACHINE: Readonly<Record<DebianArch, string>> = { amd64: 'x86_64', arm64: 'aarch64' };

/**
 * The `--platform` values for `arch`, newest first: `manylinux_2_<minor>_<machine>` from the glibc
 * down to the oldest glibc the architecture has manylinux wheels for (2.5 for x86_64, 2.17 for
 * aarch64), then the PEP 513/571/599 aliases of those (`manylinux2014_…`, `manylinux2010_…`,
 * `manylinux1_…`).
 */
export function wheelPlatforms(arch: DebianArch, glibc: readonly [number, number] = DEBIAN_GLIBC): string[] {
  const machine = WHEEL_MACHINE[arch];
  const [major, newest] = glibc;
  if (major !== 2) throw new Error(`glibc ${major}.${newest}: manylinux tags exist for glibc 2.x only`);
  const oldest = arch === 'amd64' ? 5 : 17;
  if (newest < oldest) throw new Error(`glibc 2.${newest} is older than any manylinux wheel for ${machine}`);
  const tags: string[] = [];
  for (let minor = newest; minor >= oldest; minor--) tags.push(`manylinux_2_${minor}_${machine}`);
  // The legacy names stand for glibc 2.17, 2.12 and 2.5; wheels still carry them alone.
  const aliases: Array<[number, string]> = [
    [17, 'manylinux2014'],
    [12, 'manylinux2010'],
    [5, 'manylinux1'],
  ];
  for (const [minor, alias] of aliases) if (minor >= oldest) tags.push(`${alias}_${machine}`);
  return tags;
}

/** pip's options that make it choose binary wheels for CPython 3.11 on `arch` and Debian 12. */
export function pipPlatformOptions(arch: DebianArch, pythonVersion = '3.11'): string[] {
  const abi = `cp${pythonVersion.replace('.', '')}`;
  return [
    ...wheelPlatforms(arch).flatMap((tag) => ['--platform', tag]),
    '--python-version',
    pythonVersion,
    '--implementation',
    'cp',
    '--abi',
    abi,
    // An sdist would be built for the machine pip runs on, not for the image: wheels only.
    '--only-binary=:all:',
  ];
}

/**
 * The distributions an installed `site-packages` holds, as `name==version` (names normalised as
 * PEP 503 does), from its `<name>-<version>.dist-info` directory names, sorted.
 */
export function installedDistributions(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const m = /^(.+)-([^-]+)\.dist-info$/.exec(name);
    if (m) out.push(`${m[1].toLowerCase().replace(/[-_.]+/g, '-')}==${m[2]}`);
  }
  return out.sort();
}

/**
 * What differs between two platforms' sets of distributions (`name==version`): the images of one
 * release must run the same Python packages, only built for another machine.
 */
export function distributionDifferences(a: readonly string[], b: readonly string[]): { onlyA: string[]; onlyB: string[] } {
  const inB = new Set(b);
  const inA = new Set(a);
  return { onlyA: a.filter((d) => !inB.has(d)), onlyB: b.filter((d) => !inA.has(d)) };
}
