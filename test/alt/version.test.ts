import { compareSemVer, parseSemVer, tagAtLeast, tagNewerThan } from '../../lib/alt/version';

const cmp = (a: string, b: string) => compareSemVer(parseSemVer(a)!, parseSemVer(b)!);

describe('alt image versions', () => {
  test.each([
    ['1.0.0-rc.7', '1.0.0-rc.9'],
    ['1.0.0-rc.9', '1.0.0-rc.10'],
    ['1.0.0-rc.10', '1.0.0'],
    ['1.0.0-alpha', '1.0.0-alpha.1'],
    ['1.0.0-alpha.1', '1.0.0-alpha.beta'],
    ['1.0.0-beta.11', '1.0.0-rc.1'],
    ['0.9.9', '1.0.0-rc.1'],
    ['1.0.0', '1.0.1'],
  ])('%s sorts before %s (semver, not string order)', (a, b) => {
    expect(cmp(a, b)).toBeLessThan(0);
    expect(cmp(b, a)).toBeGreaterThan(0);
  });

  test('a leading v and build metadata are accepted; build metadata does not order', () => {
    expect(cmp('v1.0.0-rc.9', '1.0.0-rc.9+build.5')).toBe(0);
  });

  test('TLS needs rc.9 or newer: rc.10 qualifies although it sorts before rc.9 as a string', () => {
    expect(tagAtLeast('1.0.0-rc.10', '1.0.0-rc.9')).toBe(true);
    expect(tagAtLeast('1.0.0-rc.9', '1.0.0-rc.9')).toBe(true);
    expect(tagAtLeast('1.0.0-rc.8', '1.0.0-rc.9')).toBe(false);
  });

  test('trace export needs an image strictly newer than rc.7', () => {
    expect(tagNewerThan('1.0.0-rc.7', '1.0.0-rc.7')).toBe(false);
    expect(tagNewerThan('1.0.0-rc.8', '1.0.0-rc.7')).toBe(true);
  });

  test.each(['latest', 'sha256:abc', '1.0', ''])('an unparsable tag %j is never taken as new enough', (tag) => {
    expect(parseSemVer(tag)).toBeUndefined();
    expect(tagAtLeast(tag, '1.0.0-rc.9')).toBe(false);
  });
});
