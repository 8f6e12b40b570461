// Which wheels pip may pick when it installs the LiteLLM image's packages for another platform than
// the one it runs on, and the check that both platforms' virtualenvs hold the same distributions.
import { distributionDifferences, installedDistributions, pipPlatformOptions, wheelPlatforms } from '../../scripts/images/wheel-platforms';

describe('wheelPlatforms', () => {
  test('arm64 takes every manylinux tag from Debian 12 glibc down to 2.17, then manylinux2014', () => {
    const tags = wheelPlatforms('arm64');
    expect(tags[0]).toBe('manylinux_2_36_aarch64');
    expect(tags).toContain('manylinux_2_28_aarch64');
    expect(tags.at(-2)).toBe('manylinux_2_17_aarch64');
    expect(tags.at(-1)).toBe('manylinux2014_aarch64');
    expect(tags).toHaveLength(36 - 17 + 1 + 1);
    expect(tags.some((t) => t.includes('x86_64') || t.startsWith('manylinux1') || t.startsWith('manylinux2010'))).toBe(false);
  });

  test('amd64 reaches back to glibc 2.5 and carries all three legacy aliases', () => {
    const tags = wheelPlatforms('amd64');
    expect(tags[0]).toBe('manylinux_2_36_x86_64');
    expect(tags).toContain('manylinux_2_5_x86_64');
    expect(tags.slice(-3)).toEqual(['manylinux2014_x86_64', 'manylinux2010_x86_64', 'manylinux1_x86_64']);
    expect(tags.some((t) => t.includes('aarch64'))).toBe(false);
  });

  test('no tag is newer than the glibc given, and one older than any wheel is refused', () => {
    expect(wheelPlatforms('arm64', [2, 28])[0]).toBe('manylinux_2_28_aarch64');
    expect(wheelPlatforms('arm64', [2, 28])).not.toContain('manylinux_2_31_aarch64');
    expect(() => wheelPlatforms('arm64', [2, 12])).toThrow(/older than any manylinux wheel/);
    expect(() => wheelPlatforms('amd64', [3, 0])).toThrow(/glibc 2\.x only/);
  });
});

test('pip is held to binary wheels of CPython 3.11 for the platform', () => {
  const options = pipPlatformOptions('arm64');
  expect(options).toContain('--only-binary=:all:');
  expect(options.join(' ')).toContain('--python-version 3.11 --implementation cp --abi cp311');
  const platforms = options.flatMap((o, i) => (o === '--platform' ? [options[i + 1]] : []));
  expect(platforms).toEqual(wheelPlatforms('arm64'));
});

test('installed distributions are read from dist-info names, normalised and sorted', () => {
  const names = ['zipp-4.1.2.dist-info', 'zipp', 'PyYAML-6.0.3.dist-info', 'typing_extensions.py', 'python_dateutil-2.9.0.post0.dist-info', 'numpy.libs', 'Jinja2-3.1.6.dist-info'];
  expect(installedDistributions(names)).toEqual(['jinja2==3.1.6', 'python-dateutil==2.9.0.post0', 'pyyaml==6.0.3', 'zipp==4.1.2']);
});

test('distributions found on one platform only, or at another version, are named', () => {
  expect(distributionDifferences(['a==1', 'b==2'], ['a==1', 'b==2'])).toEqual({ onlyA: [], onlyB: [] });
  expect(distributionDifferences(['a==1', 'b==2', 'c==3'], ['a==1', 'b==2.1'])).toEqual({ onlyA: ['b==2', 'c==3'], onlyB: ['b==2.1'] });
});
