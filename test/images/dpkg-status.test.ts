// The dpkg database written into the images: what scanners (syft, grype, trivy) read to list the
// OS packages. Records keep the control files byte for byte and gain the installed status.
import { controlFields, sourcesList } from '../../scripts/images/apt';
import { keepDebianPath } from '../../scripts/images/debian-rootfs';
import { dpkgDatabaseEntries, statusFile, statusRecord, unmetDependencies } from '../../scripts/images/dpkg-status';

const LIBC = [
  'Package: libc6',
  'Source: glibc',
  'Version: 2.36-9+deb12u14',
  'Architecture: arm64',
  'Multi-Arch: same',
  'Depends: libgcc-s1',
  'Description: GNU C Library: Shared libraries',
  ' Contains the standard libraries that are used by nearly all programs on',
  ' .',
  ' the system.',
  '',
].join('\n');
const GCC_BASE = 'Package: gcc-12-base\nVersion: 12.2.0-14+deb12u1\nArchitecture: arm64\nDescription: GCC, the GNU Compiler Collection (base package)\n';
const LIBGCC = 'Package: libgcc-s1\nVersion: 12.2.0-14+deb12u1\nArchitecture: arm64\nDepends: gcc-12-base (= 12.2.0-14+deb12u1), libc6 (>= 2.35)\nProvides: libgcc1 (= 1:12.2.0-14+deb12u1)\n';

test('a status record is the control file with Status after Package, continuation lines kept', () => {
  const record = statusRecord(LIBC);
  expect(record.split('\n').slice(0, 3)).toEqual(['Package: libc6', 'Status: install ok installed', 'Source: glibc']);
  expect(record).toContain('Description: GNU C Library: Shared libraries\n Contains the standard libraries that are used by nearly all programs on\n .\n the system.\n');
  expect(record.endsWith('the system.\n')).toBe(true);
  expect(() => statusRecord('Version: 1\n')).toThrow(/starts with Package/);
  expect(() => statusRecord('Package: x\nStatus: deinstall ok config-files\n')).toThrow(/no Status/);
});

test('the status file holds one record per package, sorted by name, blank-line separated; a package given twice fails', () => {
  const text = statusFile([LIBGCC, LIBC, GCC_BASE]);
  const records = text.split('\n\n');
  expect(records.map((r) => controlFields(r).Package)).toEqual(['gcc-12-base', 'libc6', 'libgcc-s1']);
  expect(records.map((r) => controlFields(r).Status)).toEqual(Array(3).fill('install ok installed'));
  expect(controlFields(records[1]).Version).toBe('2.36-9+deb12u14');
  expect(() => statusFile([LIBC, LIBC])).toThrow(/libc6 is given twice/);
});

test('the database entries are the status file and one md5sums per package that has one', () => {
  const entries = dpkgDatabaseEntries([
    { control: LIBC, md5sums: 'abc  lib/aarch64-linux-gnu/libc.so.6\n' },
    { control: GCC_BASE, md5sums: '' },
  ]);
  expect(entries.map((e) => e.path)).toEqual(['var/lib/dpkg', 'var/lib/dpkg/info', 'var/lib/dpkg/status', 'var/lib/dpkg/info/libc6.md5sums']);
  expect(entries[2].data!.toString()).toBe(statusFile([LIBC, GCC_BASE]));
  expect(entries[3].data!.toString()).toContain('lib/aarch64-linux-gnu/libc.so.6');
});

test('unmet dependencies: alternatives, versions, architecture qualifiers and Provides are understood; Pre-Depends do not count', () => {
  expect(unmetDependencies([LIBC, LIBGCC, GCC_BASE])).toEqual([]);
  expect(unmetDependencies([LIBC, LIBGCC])).toEqual(['gcc-12-base']);
  expect(unmetDependencies(['Package: a\nDepends: libgcc1, z:any | libc6\n', LIBC, LIBGCC, GCC_BASE])).toEqual([]);
  expect(unmetDependencies(['Package: base-files\nPre-Depends: awk\n'])).toEqual([]);
  expect(unmetDependencies(['Package: a\nDepends: x | y\n'])).toEqual(['x | y']);
});

test('documentation is left out of the image except each package copyright', () => {
  expect(keepDebianPath('usr/share/doc/libc6/copyright', false)).toBe(true);
  expect(keepDebianPath('usr/share/doc/libc6', true)).toBe(true);
  expect(keepDebianPath('usr/share/doc/libc6/changelog.Debian.gz', false)).toBe(false);
  expect(keepDebianPath('usr/share/man/man1/ldd.1.gz', false)).toBe(false);
  expect(keepDebianPath('usr/share/locale/de/LC_MESSAGES/libc.mo', false)).toBe(false);
  expect(keepDebianPath('lib/x86_64-linux-gnu/libc.so.6', false)).toBe(true);
});

test('the private apt sources name both architectures, the security suite and the archive keyring', () => {
  const list = sourcesList('http://mirror.example/debian', 'http://mirror.example/debian-security');
  expect(list.trim().split('\n')).toEqual([
    'deb [arch=amd64,arm64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://mirror.example/debian bookworm main',
    'deb [arch=amd64,arm64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://mirror.example/debian bookworm-updates main',
    'deb [arch=amd64,arm64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://mirror.example/debian-security bookworm-security main',
  ]);
});
