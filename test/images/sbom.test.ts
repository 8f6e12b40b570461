// The SBOM summary printed by `npm run images`: packages counted by the type of their package URL.
import { summarizeSpdx } from '../../scripts/images/sbom';

test('packages are counted by purl type; a package without a purl counts as none', () => {
  const purl = (locator: string) => ({ externalRefs: [{ referenceType: 'cpe23Type', referenceLocator: 'cpe:2.3:a:x' }, { referenceType: 'purl', referenceLocator: locator }] });
  const doc = {
    packages: [purl('pkg:deb/debian/libc6@2.36-9%2Bdeb12u14?arch=arm64&distro=debian-12'), purl('pkg:npm/yaml@2.8.1'), purl('pkg:npm/%40fastify/ajv-compiler@4.0.2'), purl('pkg:deb/debian/base-files@12.4'), {}],
  };
  expect(summarizeSpdx(doc)).toEqual({ packages: 5, byType: { deb: 2, none: 1, npm: 2 } });
  expect(summarizeSpdx({})).toEqual({ packages: 0, byType: {} });
});
