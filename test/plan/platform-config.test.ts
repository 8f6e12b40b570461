import { defaultOperatorSettings } from '../../lib/meta/images';
import { plan } from '../../lib/plan/plan';
import type { ApiObjectJson, Plan, ResourceInput } from '../../lib/plan/types';
import { effectiveOperatorSettings, registryMirrorsOf } from '../../lib/platform/platform-config';
import { CATALOG_GUARDRAIL, facts, gateway, guardrail } from './fixtures';

const config = (mirrors: Record<string, unknown>, name = 'cluster'): ResourceInput => ({
  apiVersion: 'platform.aigw.dev/v1alpha1',
  kind: 'PlatformConfig',
  metadata: { name },
  spec: { registry: { mirrors } },
});
const MIRROR = config({ 'registry.aigw.dev': 'mirror.corp.example:5000/aigw', 'docker.io': 'hub.corp.example' });

/** Every container image in the manifests. */
function images(objects: readonly ApiObjectJson[]): string[] {
  return objects.flatMap((o) => ((o.spec as any)?.template?.spec?.containers ?? []).map((c: { image: string }) => c.image));
}
const all = (p: Plan) => [...p.shared, ...p.objects];

describe('registryMirrorsOf', () => {
  test('reads spec.registry.mirrors', () => {
    expect(registryMirrorsOf(MIRROR)).toEqual({ mirrors: { 'docker.io': 'hub.corp.example', 'registry.aigw.dev': 'mirror.corp.example:5000/aigw' }, problems: [] });
  });

  test.each([
    [{ 'Not A Host!': 'm.example' }, 'spec.registry.mirrors["Not A Host!"]: "Not A Host!" is not a registry host; ignored'],
    [{ 'quay.io': 7 }, 'spec.registry.mirrors["quay.io"]: 7 is not a registry host; ignored'],
    [{ 'quay.io': 'https://m.example' }, 'is not a registry host; ignored'],
  ])('an invalid entry %j is ignored and named', (mirrors, problem) => {
    const read = registryMirrorsOf(config(mirrors));
    expect(read.mirrors).toEqual({});
    expect(read.problems).toEqual([expect.stringContaining(problem)]);
  });

  test('no PlatformConfig, no spec, or hostile shapes: no mirrors', () => {
    expect(registryMirrorsOf(undefined).mirrors).toEqual({});
    expect(registryMirrorsOf({ kind: 'PlatformConfig', spec: { registry: { mirrors: ['x'] } } }).mirrors).toEqual({});
    expect(registryMirrorsOf({ kind: 'PlatformConfig', spec: 'x' }).mirrors).toEqual({});
  });

  test('the PlatformConfig wins over the operator settings host by host; one not named cluster is ignored', () => {
    const operator = defaultOperatorSettings({ registryMirrors: { 'registry.aigw.dev': 'old.example', 'quay.io': 'q.example' } });
    expect(effectiveOperatorSettings(operator, [MIRROR]).settings.registryMirrors).toEqual({
      'registry.aigw.dev': 'mirror.corp.example:5000/aigw',
      'docker.io': 'hub.corp.example',
      'quay.io': 'q.example',
    });
    expect(effectiveOperatorSettings(operator, [config({ 'quay.io': 'x.example' }, 'other')]).settings).toBe(operator);
  });
});

describe('plan() with a PlatformConfig', () => {
  test('the gate and the shared pseudonymizer images are mirrored', () => {
    const p = plan(guardrail(CATALOG_GUARDRAIL), facts({ platformObjects: [MIRROR] }));
    expect(images(all(p)).sort()).toEqual(['mirror.corp.example:5000/aigw/aigw/aigw:0.1.0', 'mirror.corp.example:5000/aigw/aigw/aigw:0.1.0']);
  });

  test('--guardrail-proxy-image is mirrored too when its registry is mapped', () => {
    const operator = defaultOperatorSettings({ guardrailProxyImage: 'docker.io/acme/gate:7' });
    const p = plan(guardrail({ mode: 'external', external: { apiBase: 'https://g.example.com' } }), facts({ operator, platformObjects: [MIRROR] }));
    expect(images(all(p))).toEqual(['hub.corp.example/acme/gate:7']);
  });

  test('the alt authorization service is mirrored, the user\'s gateway image is not', () => {
    const alt = gateway({
      type: 'alt',
      alt: { columnstore: { mode: 'external', connectionSecretRef: { name: 'cs' } } },
      instance: { image: { repository: 'registry.aigw.dev/alt/gateway', tag: '1.0.0' } },
    });
    const p = plan(alt, facts({ platformObjects: [MIRROR] }));
    expect(images(p.objects)).toEqual(['mirror.corp.example:5000/aigw/aigw/alt-authz:1.0.0']);
    expect((p.objects.find((o) => o.kind === 'AltInstance')!.spec as any).image).toEqual({ repository: 'registry.aigw.dev/alt/gateway', tag: '1.0.0' });
  });

  test('the proxy gateway image is left as the user wrote it', () => {
    const p = plan(gateway({ instance: { image: { repository: 'docker.io/berriai/litellm', tag: 'v1' } } }), facts({ platformObjects: [MIRROR] }));
    expect((p.objects[0].spec as any).image).toEqual({ repository: 'docker.io/berriai/litellm', tag: 'v1' });
  });

  test('without a PlatformConfig the default images are emitted unchanged', () => {
    const p = plan(guardrail(CATALOG_GUARDRAIL), facts());
    expect(images(all(p)).sort()).toEqual(['registry.aigw.dev/aigw/aigw:0.1.0', 'registry.aigw.dev/aigw/aigw:0.1.0']);
  });

  test('an invalid mirror entry raises a Warning InvalidPlatformConfig and the valid ones still apply', () => {
    const p = plan(guardrail(CATALOG_GUARDRAIL), facts({ platformObjects: [config({ 'registry.aigw.dev': 'm.example', 'Bad Host': 'x.example' })] }));
    expect(images(all(p)).sort()).toEqual(['m.example/aigw/aigw:0.1.0', 'm.example/aigw/aigw:0.1.0']);
    expect(p.events).toEqual([expect.objectContaining({ type: 'Warning', reason: 'InvalidPlatformConfig', message: expect.stringContaining('"Bad Host"') })]);
  });
});
